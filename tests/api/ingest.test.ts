import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStories } from '../../server/db/news/count-stories';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';

let testApp: TestApp;
const post = () => request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`);
const versions = async (id: string) =>
  testApp.db.query<{ lang: string; title: string }>('SELECT lang, title FROM story_versions WHERE story_id = $1 ORDER BY lang', [id]);

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('POST /api/ingest/news: authorisation', () => {
  it('answers 401 without a token or with a wrong one, and writes nothing', async () => {
    const before = await countStories(testApp.db);
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TEST_INGEST_TOKEN}`, TEST_INGEST_TOKEN]) {
      const call = request(testApp.app).post('/api/ingest/news');
      if (header) call.set('Authorization', header);
      const response = await call.send([newsItem()]);
      expect(response.status).toBe(401);
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.body.error).toBe('unauthorized');
    }
    expect(await countStories(testApp.db)).toBe(before);
  });

  it('is off when INGEST_TOKEN is unset', async () => {
    const off = await createTestApp({ ingestToken: undefined });
    try {
      const response = await request(off.app).post('/api/ingest/news').set('Authorization', 'Bearer anything').send([newsItem()]);
      expect(response.status).toBe(404);
      expect(response.body.error).toBe('ingest_disabled');
    } finally {
      await off.close();
    }
  });
});

describe('POST /api/ingest/news: writing', () => {
  it('stores a JSON array of versions as one story with its languages', async () => {
    const story = newsItem();
    const response = await post().send([story, translated(story, 'cn', '央行维持利率不变')]);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ok: true, accepted: 2, created: [story.id], updated: [], unchanged: 0 });
    expect(await versions(story.id)).toEqual([
      { lang: 'cn', title: '央行维持利率不变' },
      { lang: 'en', title: story.title },
    ]);
  });

  it('accepts NDJSON, skipping blank lines', async () => {
    const story = newsItem();
    const body = `${JSON.stringify(story)}\n\n${JSON.stringify(translated(story, 'es', 'El banco central mantiene tipos'))}\n`;
    const response = await post().set('Content-Type', 'application/x-ndjson').send(body);
    expect(response.status).toBe(200);
    expect(response.body.accepted).toBe(2);
    expect((await versions(story.id)).map((row) => row.lang)).toEqual(['en', 'es']);
  });

  it('is idempotent: the same batch again changes nothing, and a change is reported', async () => {
    const story = newsItem();
    await post().send([story]).expect(200);
    const again = await post().send([story]);
    expect(again.body).toMatchObject({ created: [], updated: [], unchanged: 1 });
    const retitled = await post().send([{ ...story, title: 'Central bank surprises with a cut' }]);
    expect(retitled.body).toMatchObject({ created: [], updated: [story.id], unchanged: 0 });
    const rescored = await post().send([{ ...story, title: 'Central bank surprises with a cut', trendingScore: 99 }]);
    expect(rescored.body).toMatchObject({ updated: [story.id] });
    const rows = await testApp.db.query<{ trending_score: number }>('SELECT trending_score::float8 AS trending_score FROM stories WHERE id = $1', [story.id]);
    expect(rows[0]?.trending_score).toBe(99);
  });

  it('ignores a sent avail_langs: it is derived from the stored versions', async () => {
    const story = newsItem();
    await post().send([{ ...story, avail_langs: ['en', 'fr', 'es'] }]).expect(200);
    const response = await request(testApp.app).get(`/api/public/xnews/details/${story.id}`);
    expect(response.body.avail_langs).toEqual(['en']);
  });
});

describe('POST /api/ingest/news: invalid batches are refused whole', () => {
  it('gives every reason for every invalid item and writes nothing', async () => {
    const good = newsItem();
    const before = await countStories(testApp.db);
    const response = await post().send([
      good,
      { ...newsItem(), id: 123 },
      { ...newsItem(), lang: 'de', type: 'cooking' },
      { ...newsItem(), title: '[1] ab' },
      { ...newsItem(), subtype: 'Tennis' },
      { ...newsItem(), postTime: Date.now() },
      { ...newsItem(), img_urls: ['javascript:alert(1)'] },
      'not an object',
    ]);
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('invalid_items');
    expect(response.body.message).toBe('7 item(s) are invalid; nothing was written.');
    const reasons = Object.fromEntries(response.body.items.map((item: { index: number; reasons: string[] }) => [item.index, item.reasons.join(' | ')]));
    expect(reasons[1]).toMatch(/^id: must be a string of 1 to 30 digits/);
    expect(reasons[2]).toMatch(/lang: .*\| type: /);
    expect(reasons[3]).toContain('title: must have at least 5 characters besides footnote markers');
    expect(reasons[4]).toContain("subtype: 'Tennis' is not a subcategory of business");
    expect(reasons[5]).toContain('postTime: must be epoch seconds, not milliseconds');
    expect(reasons[6]).toContain('img_urls.0: must be an http(s) URL or a path starting with /');
    expect(reasons[7]).toContain('item:');
    expect(reasons[0]).toBeUndefined();
    expect(await countStories(testApp.db)).toBe(before);
    expect(await versions(good.id)).toEqual([]);
  });

  it('refuses two versions of one story that disagree on shared fields, or repeat a language', async () => {
    const story = newsItem();
    const response = await post().send([story, { ...translated(story, 'fr', 'La banque centrale attend'), trendingScore: 10 }, story]);
    expect(response.status).toBe(400);
    expect(response.body.items).toEqual([
      { index: 1, id: story.id, lang: 'fr', reasons: ['trendingScore: differs from the en version of the same story in this batch'] },
      { index: 2, id: story.id, lang: 'en', reasons: [`lang: the batch already has the en version of story ${story.id}`] },
    ]);
  });

  it('names the lines of NDJSON that are not JSON', async () => {
    const response = await post().set('Content-Type', 'application/x-ndjson').send(`${JSON.stringify(newsItem())}\n{broken\n`);
    expect(response.status).toBe(400);
    expect(response.body.items).toEqual([{ index: 1, reasons: ['line 2: not valid JSON'] }]);
  });

  it.each([
    ['an empty array', 'application/json', '[]', 400, 'invalid_items'],
    ['a JSON object', 'application/json', '{"id":"1"}', 400, 'invalid_body'],
    ['broken JSON', 'application/json', '[{', 400, 'invalid_json'],
    ['plain text', 'text/plain', 'hello', 415, 'unsupported_media_type'],
  ])('refuses %s', async (_name, type, body, status, error) => {
    const response = await post().set('Content-Type', type).send(body);
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 413 for a body over the limit', async () => {
    const huge = JSON.stringify([{ ...newsItem(), news: 'x'.repeat(26 * 1024 * 1024) }]);
    const response = await post().set('Content-Type', 'application/json').send(huge);
    expect(response.status).toBe(413);
    expect(response.body.error).toBe('payload_too_large');
  });
});
