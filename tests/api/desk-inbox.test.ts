import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { freshIp } from '../support/accounts';
import { DESK_ORIGIN, passkeySession } from '../support/desk';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, type TestApp } from '../support/test-app';

/* The desk's inbox and newsletter (decision 033). */

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
let editor: Awaited<ReturnType<typeof passkeySession>>;

beforeAll(async () => {
  testApp = await createTestApp({ publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  editor = await passkeySession(testApp, 'editor', 'Ida Editor');
});
afterAll(() => testApp.close());

const asEditor = (method: 'get' | 'patch' | 'post', path: string) => {
  const call = request(testApp.app)[method](path).set('Cookie', editor.cookie).set('X-Forwarded-For', freshIp());
  return method === 'get' ? call : call.set('X-XSRF-TOKEN', editor.xsrf);
};

async function contact(subject: string) {
  const response = await request(testApp.app).post('/api/public/contact').set('X-Forwarded-For', freshIp())
    .send({ name: 'A Reader', email: 'reader@example.com', subject, message: `About ${subject}: the second paragraph has a typo.`, lang: 'fr' });
  expect(response.status).toBe(200);
}

describe('the inbox', () => {
  it('shows the contact form’s messages newest first, marks one handled and back, each once in the audit trail', async () => {
    await contact('First message');
    await contact('Second message');
    const inbox = await asEditor('get', DESK_API.inbox);
    expect(inbox.status).toBe(200);
    expectMatchesOpenApi(inbox, 'get', DESK_API.inbox);
    expect(inbox.body.messages.map((message: { subject: string }) => message.subject)).toEqual(['Second message', 'First message']);
    expect(inbox.body.messages[0]).toMatchObject({ name: 'A Reader', email: 'reader@example.com', lang: 'fr', handledAt: null });
    const id = inbox.body.messages[0].id as string;

    const handled = await asEditor('patch', DESK_API.message(id)).send({ handled: true });
    expect(handled.status).toBe(200);
    expectMatchesOpenApi(handled, 'patch', DESK_API.message('{id}'));
    expect(handled.body).toMatchObject({ id, handledBy: 'Ida Editor', handledAt: expect.any(String) });
    expect((await asEditor('patch', DESK_API.message(id)).send({ handled: true })).status).toBe(200);
    expect((await asEditor('get', `${DESK_API.inbox}?open=true`)).body.messages.map((message: { subject: string }) => message.subject)).toEqual(['First message']);
    expect((await asEditor('patch', DESK_API.message(id)).send({ handled: false })).body).toMatchObject({ handledAt: null, handledBy: null });
    const trail = await testApp.db.query<{ action: string }>(`SELECT action FROM desk_audit WHERE target_kind = 'message' AND target_id = $1 ORDER BY id`, [id]);
    expect(trail.map((entry) => entry.action)).toEqual(['message-handled', 'message-reopened']);
  });

  it('answers 400 for a bad id or value and 404 for an unknown message', async () => {
    expect((await asEditor('patch', DESK_API.message('abc')).send({ handled: true })).body).toMatchObject({ parameter: 'id' });
    expect((await asEditor('patch', DESK_API.message('1')).send({ handled: 'yes' })).body).toMatchObject({ parameter: 'handled' });
    expect((await asEditor('patch', DESK_API.message('999999')).send({ handled: true })).status).toBe(404);
  });
});

describe('the newsletter', () => {
  it('counts subscribers by language, frequency and status, sends an edition now, and lists it', async () => {
    await testApp.db.query(
      `INSERT INTO newsletter_subscribers (email, lang, frequency, status, link_key) VALUES ('one@example.com', 'en', 'daily', 'confirmed', 'key-one'), ('two@example.com', 'fr', 'weekly', 'pending', 'key-two')`,
    );
    const before = await asEditor('get', DESK_API.newsletter);
    expect(before.status).toBe(200);
    expectMatchesOpenApi(before, 'get', DESK_API.newsletter);
    expect(before.body.subscribers).toEqual([
      { lang: 'en', frequency: 'daily', status: 'confirmed', count: 1 },
      { lang: 'fr', frequency: 'weekly', status: 'pending', count: 1 },
    ]);
    const sent = await asEditor('post', DESK_API.newsletterSend).send({ frequency: 'daily', lang: 'en' });
    expect(sent.status).toBe(200);
    expectMatchesOpenApi(sent, 'post', DESK_API.newsletterSend);
    expect(sent.body.editions).toEqual([expect.objectContaining({ lang: 'en' })]);
    expect((await asEditor('post', DESK_API.newsletterSend).send({ frequency: 'hourly' })).body).toMatchObject({ parameter: 'frequency' });
    const trail = await testApp.db.query<{ action: string; actor_name: string }>(`SELECT action, actor_name FROM desk_audit WHERE target_kind = 'newsletter'`);
    expect(trail).toEqual([{ action: 'newsletter-sent', actor_name: 'Ida Editor' }]);
  });
});
