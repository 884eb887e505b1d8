import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import { FOLLOWS_API } from '../../shared/follows';
import { articlePath, briefPath } from '../../shared/routes';
import { isSavedWithdrawn, SAVED_API, type SavedPage } from '../../shared/saved-stories';
import type { NewsItem } from '../../shared/types';
import { formatYearMonth } from '../../shared/archive-months';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { freshIp } from '../support/accounts';
import { apiSignIn, type ApiSession } from '../support/api-sign-in';
import { DESK_ORIGIN, passkeySession, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { insertNewUser } from '../support/accounts';
import { appendDeskAudit } from '../../server/db/desk/desk-audit';

/*
 * Withdrawing a story at the desk (decision 033): who may, what it takes off every public
 * surface, what it answers instead, the audit trail, and that a restore and a later ingest keep
 * to what the desk decided.
 */

const UNIQUE = 'zanthoxylum';
const target = newsItem({ title: `Harbour ${UNIQUE} dispute settled in court`, type: 'business', subtype: 'Economy', trendingScore: 90 });
const neighbour = newsItem({ title: 'Harbour traffic doubles in a year', type: 'business', subtype: 'Economy', trendingScore: 80 });

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
let editor: ApiSession;
let reader: ApiSession;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [target, translated(target, 'fr', `Le litige ${UNIQUE} du port réglé`), neighbour]);
  editor = await passkeySession(testApp, 'editor', 'Ada Editor');
  reader = await passkeySession(testApp, 'user');
});
afterAll(() => testApp.close());

const app = () => testApp.app;
const get = (path: string) => request(app()).get(path);

/** A desk change as a browser makes it: the session cookie and the anti-forgery header. */
function asSession(session: ApiSession, path: string) {
  return request(app()).post(path).set('Cookie', session.cookie).set('X-XSRF-TOKEN', session.xsrf).set('X-Forwarded-For', freshIp());
}

function withdraw(session: ApiSession | 'ops', id: string, body: object) {
  const call = session === 'ops' ? request(app()).post(DESK_API.withdraw(id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`) : asSession(session, DESK_API.withdraw(id));
  return call.send(body);
}

function restore(session: ApiSession | 'ops', id: string, body: object = {}) {
  const call = session === 'ops' ? request(app()).post(DESK_API.restore(id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`) : asSession(session, DESK_API.restore(id));
  return call.send(body);
}

async function auditOf(id: string) {
  return testApp.db.query<{ actor_name: string; actor_role: string; action: string; reason: string | null; note: string | null; before: unknown; after: unknown }>(
    `SELECT actor_name, actor_role, action, reason, note, before, after FROM desk_audit WHERE target_kind = 'story' AND target_id = $1 ORDER BY id`,
    [id],
  );
}

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

/** Every public place the story shows, each read afresh. */
async function publicSurfaces(id: string, session: ApiSession) {
  const posted = new Date(target.postTime * 1000);
  const month = formatYearMonth({ year: posted.getUTCFullYear(), month: posted.getUTCMonth() + 1 });
  const list = (query: string) => get(`/api/public/xnews/list?lang=en&${query}`).then((response) => ids(response.body as NewsItem[]));
  return {
    trending: await list('type=trending'),
    category: await list('type=business'),
    subtype: await list('type=business&subtype=Economy'),
    french: await get('/api/public/xnews/list?lang=fr&type=trending').then((response) => ids(response.body as NewsItem[])),
    archive: await get(`/api/public/xnews/archive/en/business/${month}`).then((response) => ids(response.body as { id: string }[])),
    search: await get(`/api/public/xnews/search?lang=en&q=${UNIQUE}`).set('X-Forwarded-For', freshIp()).then((response) => ids((response.body as { items: { id: string }[] }).items)),
    suggest: await get(`/api/public/xnews/suggest?lang=en&q=${UNIQUE.slice(0, 6)}`).set('X-Forwarded-For', freshIp()).then((response) => ids(response.body as { id: string }[])),
    rss: (await get('/rss/en.xml')).text.includes(`-${id}`),
    sitemap: (await get(`/sitemaps/en/${month}.xml`)).text.includes(`-${id}`),
    newsSitemap: (await get('/news-sitemap.xml')).text.includes(`-${id}`),
    related: (await get(articlePath('en', neighbour.title, neighbour.id))).text.includes(`-${id}"`),
    forYou: await request(app()).get(`${FOLLOWS_API.forYou}?lang=en`).set('Cookie', session.cookie).then((response) => ids((response.body as { items: NewsItem[] }).items)),
    // The stories the saved list shows with their text (a withdrawn one is an entry without it: tests/api/saved-withdrawn.test.ts).
    saved: await request(app())
      .get(`${SAVED_API.list}?lang=en&withdrawn=true`)
      .set('Cookie', session.cookie)
      .then((response) => ids((response.body as SavedPage).items.flatMap((entry) => (isSavedWithdrawn(entry) ? [] : [entry.story])))),
  };
}

describe('who may withdraw', () => {
  it('answers 401 signed out, 403 to a reader, and 403 second_factor_required to an editor signed in with a password alone', async () => {
    const body = { reason: 'error', note: 'Wrong figures' };
    const anonymous = await request(app()).post(DESK_API.withdraw(target.id)).send(body);
    expect(anonymous.status).toBe(401);
    expectMatchesOpenApi(anonymous, 'post', DESK_API.withdraw('{id}'));

    const refused = await withdraw(reader, target.id, body);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('forbidden');
    expectMatchesOpenApi(refused, 'post', DESK_API.withdraw('{id}'));

    const passwordOnly = await apiSignIn(app(), await insertNewUser(testApp.db, { roles: ['user', 'editor'] }));
    const noFactor = await withdraw(passwordOnly, target.id, body);
    expect(noFactor.status).toBe(403);
    expect(noFactor.body.error).toBe('second_factor_required');

    // A wrong operations token is no token at all.
    const wrongToken = await request(app()).post(DESK_API.withdraw(target.id)).set('Authorization', 'Bearer not-the-ops-token').send(body);
    expect(wrongToken.status).toBe(401);
    expect(await auditOf(target.id)).toEqual([]);
  });

  it('refuses a change made with the session cookie but without the anti-forgery header', async () => {
    const response = await request(app()).post(DESK_API.withdraw(target.id)).set('Cookie', editor.cookie).send({ reason: 'error', note: 'x' });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('csrf_failed');
  });

  it('shuts the desk at once when the role is revoked, and after 30 minutes unused, when it signs the session out', async () => {
    const staff = await passkeySession(testApp, 'editor');
    expect((await request(app()).get(DESK_API.audit).set('Cookie', staff.cookie)).status).toBe(200);
    await testApp.db.query(`UPDATE users SET roles = '{user}' WHERE id = $1`, [staff.user.userId]);
    expect((await request(app()).get(DESK_API.audit).set('Cookie', staff.cookie)).status).toBe(403);

    const idle = await passkeySession(testApp, 'editor');
    expect((await request(app()).get(DESK_API.audit).set('Cookie', idle.cookie)).status).toBe(200);
    await testApp.db.query(`UPDATE sessions SET desk_seen_at = now() - interval '31 minutes' WHERE user_id = $1`, [idle.user.userId]);
    const timedOut = await request(app()).get(DESK_API.audit).set('Cookie', idle.cookie);
    expect(timedOut.status).toBe(401);
    expect(timedOut.body.error).toBe('desk_session_idle');
    // Signed out, not only kept off the desk.
    expect((await request(app()).get('/user/me').set('Cookie', idle.cookie)).status).toBe(401);
  });
});

describe('bad input', () => {
  it.each([
    ['an unknown reason', { reason: 'libel', note: 'x' }, 'reason'],
    ['no reason', { note: 'x' }, 'reason'],
    ['no note', { reason: 'legal' }, 'note'],
    ['a blank note', { reason: 'legal', note: '   ' }, 'note'],
    ['a note of 2,001 characters', { reason: 'legal', note: 'x'.repeat(2001) }, 'note'],
    ['a note that is no text', { reason: 'legal', note: 42 }, 'note'],
  ])('answers 400 naming the field for %s', async (_label, body, parameter) => {
    const response = await withdraw(editor, target.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expectMatchesOpenApi(response, 'post', DESK_API.withdraw('{id}'));
  });

  it('answers 400 for a malformed id, 404 for an unknown one, 409 to restore a live story, and writes nothing', async () => {
    expect((await withdraw(editor, 'abc', { reason: 'error', note: 'x' })).body).toMatchObject({ error: 'invalid_parameter', parameter: 'id' });
    const unknown = await withdraw(editor, '999999999999', { reason: 'error', note: 'x' });
    expect(unknown.status).toBe(404);
    const live = await restore(editor, target.id);
    expect(live.status).toBe(409);
    expect(live.body.error).toBe('not_withdrawn');
    expect(await auditOf(target.id)).toEqual([]);
  });
});

describe('a withdrawal', () => {
  it('takes the story off every public surface, answers 410 for its details and pages, and is audited once', async () => {
    // The reader follows the category and saved the story: both lists show it before.
    await request(app()).put(FOLLOWS_API.topic('business')).set('Cookie', reader.cookie).set('X-XSRF-TOKEN', reader.xsrf).expect(200);
    await request(app()).put(SAVED_API.story(target.id)).set('Cookie', reader.cookie).set('X-XSRF-TOKEN', reader.xsrf).expect(200);
    const before = await publicSurfaces(target.id, reader);
    expect(before).toEqual({
      trending: expect.arrayContaining([target.id]), category: expect.arrayContaining([target.id]), subtype: expect.arrayContaining([target.id]),
      french: expect.arrayContaining([target.id]), archive: expect.arrayContaining([target.id]), search: [target.id], suggest: [target.id],
      rss: true, sitemap: true, newsSitemap: true, related: true, forYou: expect.arrayContaining([target.id]), saved: [target.id],
    });
    expect((await get(articlePath('en', target.title, target.id))).status).toBe(200);

    const response = await withdraw(editor, target.id, { reason: 'legal', note: 'Court order 42/2026' });
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'post', DESK_API.withdraw('{id}'));
    expect(response.body).toMatchObject({ id: target.id, status: 'withdrawn' });
    expect(response.headers['cache-control']).toBe('private, no-store');

    const after = await publicSurfaces(target.id, reader);
    expect(after.trending).not.toContain(target.id);
    expect(after.category).not.toContain(target.id);
    expect(after.subtype).not.toContain(target.id);
    expect(after.french).not.toContain(target.id);
    expect(after.archive).not.toContain(target.id);
    expect(after.search).toEqual([]);
    expect(after.suggest).toEqual([]);
    expect(after.rss).toBe(false);
    expect(after.sitemap).toBe(false);
    expect(after.newsSitemap).toBe(false);
    // Another story's page was cached with it among its related stories: the first reader after
    // the change may get that copy while it is rendered again (decision 013), and then no more.
    await expect.poll(async () => (await get(articlePath('en', neighbour.title, neighbour.id))).text.includes(`-${target.id}"`)).toBe(false);
    expect(after.forYou).not.toContain(target.id);
    expect(after.saved).toEqual([]);
    // The other story of the list is still there.
    expect(after.subtype).toContain(neighbour.id);

    const details = await get(`/api/public/xnews/details/${target.id}?lang=en`);
    expect(details.status).toBe(410);
    expect(details.body).toEqual({ error: 'withdrawn', message: `The news with id ${target.id} was withdrawn by the editors.`, withdrawnAt: response.body.withdrawnAt });
    expectMatchesOpenApi(details, 'get', '/api/public/xnews/details/{id}');

    const day = new Date(response.body.withdrawnAt as string);
    for (const [path, notice] of [
      [articlePath('en', target.title, target.id), `This story was withdrawn by the editors on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(day)}.`],
      [briefPath('en', target.title, target.id), 'This story was withdrawn by the editors on'],
      [articlePath('fr', 'x', target.id), 'Cet article a été retiré par la rédaction le'],
    ] as const) {
      const page = await get(path);
      expect(page.status, path).toBe(410);
      expect(page.text, path).toContain(notice);
      expect(page.text, path).toMatch(/<meta name="robots" content="noindex/);
      // None of its text; its address (canonical, language links) keeps the slug it had.
      expect(page.text, path).not.toContain(target.title);
      expect(page.text, path).not.toContain(target.summary);
    }

    expect(await auditOf(target.id)).toEqual([
      { actor_name: 'Ada Editor', actor_role: 'editor', action: 'story-withdrawn', reason: 'legal', note: 'Court order 42/2026', before: { status: 'live' }, after: { status: 'withdrawn', withdrawnAt: response.body.withdrawnAt } },
    ]);
    const again = await withdraw(editor, target.id, { reason: 'legal', note: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('already_withdrawn');
  });

  it('is kept by a later ingest of the story, which still updates its text', async () => {
    await ingest(testApp, [{ ...target, summary: 'Upstream sent this again.' }]);
    expect((await get(`/api/public/xnews/details/${target.id}?lang=en`)).status).toBe(410);
    const [row] = await testApp.db.query<{ withdrawn_reason: string; summary: string }>(
      `SELECT s.withdrawn_reason, v.summary FROM stories s JOIN story_versions v ON v.story_id = s.id AND v.lang = 'en' WHERE s.id = $1`,
      [target.id],
    );
    expect(row).toEqual({ withdrawn_reason: 'legal', summary: 'Upstream sent this again.' });
  });

  it('is undone by a restore, by the operations token, which brings the story back everywhere and is audited as such', async () => {
    const response = await restore('ops', target.id, { note: 'Order lifted' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: target.id, status: 'live', withdrawnAt: null });
    const back = await publicSurfaces(target.id, reader);
    expect(back.subtype).toContain(target.id);
    expect(back.search).toEqual([target.id]);
    expect(back.saved).toEqual([target.id]);
    expect(back.rss).toBe(true);
    expect((await get(`/api/public/xnews/details/${target.id}?lang=en`)).status).toBe(200);
    const trail = await auditOf(target.id);
    expect(trail.at(-1)).toMatchObject({ actor_name: 'operations token', actor_role: 'operations', action: 'story-restored', note: 'Order lifted', after: { status: 'live' } });
    expect(trail).toHaveLength(2);

    const read = await request(app()).get(`${DESK_API.audit}?story=${target.id}`).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);
    expect(read.status).toBe(200);
    expectMatchesOpenApi(read, 'get', DESK_API.audit);
    expect(read.body.entries.map((entry: { action: string }) => entry.action)).toEqual(['story-restored', 'story-withdrawn']);
  });
});

describe('the audit trail', () => {
  it('refuses to be rewritten or emptied, even by the database user', async () => {
    await appendDeskAudit(testApp.db, { actor: { id: null, name: 'operations token', role: 'operations' }, action: 'story-withdrawn', target: { kind: 'story', id: '1' }, ipHash: null });
    const kept = await testApp.db.query('SELECT * FROM desk_audit ORDER BY id');
    await expect(testApp.db.query(`UPDATE desk_audit SET note = 'rewritten'`)).rejects.toThrow(/append-only/);
    await expect(testApp.db.query('DELETE FROM desk_audit')).rejects.toThrow(/append-only/);
    await expect(testApp.db.query('TRUNCATE desk_audit')).rejects.toThrow(/append-only/);
    expect(await testApp.db.query('SELECT * FROM desk_audit ORDER BY id')).toEqual(kept);
  });
});
