import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { seedSubscribers } from '../../scripts/harness/newsletter-fixtures';
import { ingestNews } from '../../server/services/ingest/ingest-news';
import { createTestApp, type TestApp } from '../support/test-app';

const OPS_TOKEN = 'ops-token-for-the-newsletter-test';
const SEND = '/api/ops/newsletter/send';
let testApp: TestApp;
let off: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ opsToken: OPS_TOKEN });
  off = await createTestApp({ db: testApp.db });
  const item = newsItem({ type: 'technology', subtype: 'AI', postTime: Math.floor(Date.now() / 1000) - 900 });
  expect((await ingestNews(testApp.db, [item])).ok).toBe(true);
  await seedSubscribers(testApp.db, [
    { email: 'ops-a@example.com', topics: ['technology'] },
    { email: 'ops-b@example.com', topics: ['sports'] },
    { email: 'ops-c@example.com', topics: ['top'], lang: 'es' },
  ]);
});
afterAll(async () => {
  await off.close();
  await testApp.close();
});

const send = (body: unknown, token = OPS_TOKEN) => request(testApp.app).post(SEND).set('authorization', `Bearer ${token}`).send(body as object);

describe('POST /api/ops/newsletter/send', () => {
  it('is off (404, saying which setting) without OPS_TOKEN', async () => {
    const response = await request(off.app).post(SEND).send({ frequency: 'daily' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: 'ops_disabled', message: expect.stringContaining('OPS_TOKEN') });
  });

  it('asks for the token (401) and refuses a wrong one', async () => {
    expect((await request(testApp.app).post(SEND).send({ frequency: 'daily' })).status).toBe(401);
    const wrong = await send({ frequency: 'daily' }, 'not-the-token');
    expect(wrong.status).toBe(401);
    expect(wrong.headers['www-authenticate']).toContain('Bearer');
  });

  it('names the field at fault (400)', async () => {
    expect((await send({ frequency: 'hourly' })).body).toMatchObject({ error: 'invalid_parameter', parameter: 'frequency' });
    expect((await send({ frequency: 'daily', lang: 'de' })).body).toMatchObject({ error: 'invalid_parameter', parameter: 'lang' });
    expect((await send([1, 2])).status).toBe(400);
  });

  it('sends the edition and answers its counts; calling again sends nothing more', async () => {
    const first = await send({ frequency: 'daily', lang: 'en' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ sent: 1, skipped: 1, failed: 0 });
    expect(first.body.edition).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.body.editions).toEqual([expect.objectContaining({ lang: 'en', frequency: 'daily', status: 'done', pending: 0 })]);
    const outbox = await testApp.db.query<{ recipient: string; kind: string; html: string; headers: Record<string, string> }>(
      `SELECT recipient, kind, html, headers FROM outbox WHERE kind = 'newsletter-digest'`,
    );
    expect(outbox.map((row) => row.recipient)).toEqual(['ops-a@example.com']);
    // Kept with the headers SMTP would have sent.
    expect(outbox[0]?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(outbox[0]?.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/en\/newsletter\/unsubscribe\?token=[^>]+>$/);
    expect((await send({ frequency: 'daily', lang: 'en' })).body).toMatchObject({ sent: 1, skipped: 1 });
    expect(await testApp.db.query(`SELECT 1 FROM outbox WHERE kind = 'newsletter-digest'`)).toHaveLength(1);

    // Every language when none is named: the Spanish edition has no Spanish story, so it is empty.
    const all = await send({ frequency: 'daily' });
    expect(all.body.editions.map((edition: { lang: string; status: string }) => `${edition.lang}:${edition.status}`)).toEqual([
      'en:done', 'cn:empty', 'tw:empty', 'es:empty', 'fr:empty',
    ]);
  });
});
