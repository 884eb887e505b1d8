import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import type { StoredDeskAuditEntry } from '../../shared/desk-answers';
import { appendDeskAudit } from '../../server/db/desk/desk-audit';
import { COMMAND_LINE_ACTOR } from '../../server/services/desk/staff-roles';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { DESK_ORIGIN, passkeySession, TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/*
 * GET /api/desk/audit (decision 033): the whole trail, newest first, a page at a time, filtered by
 * who acted, what they did and which story; a bad filter is a 400 naming its parameter.
 */

const story = newsItem({ title: 'Audit trail story about a ferry timetable' });
const other = newsItem({ title: 'Audit trail story about a bridge toll' });

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
let editorId: string;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, publicOrigin: DESK_ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [story, other]);
  const editor = await passkeySession(testApp, 'editor', 'Ada Editor');
  editorId = editor.user.userId;
  cookie = editor.cookie;
  // The editor withdraws and restores one story; the command line grants a role (no account id).
  const withdrawn = await request(testApp.app).post(DESK_API.withdraw(story.id)).set('Cookie', cookie).set('X-XSRF-TOKEN', editor.xsrf).send({ reason: 'error', note: 'Wrong ferry times' });
  expect(withdrawn.status).toBe(200);
  await request(testApp.app).post(DESK_API.withdraw(other.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).send({ reason: 'legal', note: 'Court order' }).expect(200);
  await appendDeskAudit(testApp.db, { actor: COMMAND_LINE_ACTOR, ipHash: null, action: 'role-granted', target: { kind: 'account', id: editorId }, before: { roles: ['user'] }, after: { roles: ['user', 'editor'] } });
});
afterAll(() => testApp.close());

const read = (query: string) => request(testApp.app).get(`${DESK_API.audit}${query}`).set('Cookie', cookie);
const actions = (entries: StoredDeskAuditEntry[]) => entries.map((entry) => entry.action);

describe('GET /api/desk/audit', () => {
  it('answers every entry newest first, with who acted as they were then', async () => {
    const response = await read('');
    expect(response.status).toBe(200);
    expectMatchesOpenApi(response, 'get', DESK_API.audit);
    // The editor's passkey sign-in is the first entry: every staff sign-in is recorded.
    expect(actions(response.body.entries)).toEqual(['role-granted', 'story-withdrawn', 'story-withdrawn', 'staff-signed-in']);
    expect(response.body.next).toBeNull();
    expect(response.body.entries[2]).toMatchObject({ actor: { id: editorId, name: 'Ada Editor', role: 'editor' }, target: { kind: 'story', id: story.id }, reason: 'error', note: 'Wrong ferry times' });
  });

  it('filters by account, by operations, by action and by story, and combines them', async () => {
    expect((await read(`?actor=${editorId.toUpperCase()}`)).body.entries.map((entry: StoredDeskAuditEntry) => entry.action)).toEqual(['story-withdrawn', 'staff-signed-in']);
    const operations = await read('?actor=operations');
    expect(operations.body.entries.map((entry: StoredDeskAuditEntry) => entry.actor.name)).toEqual(['command line', 'operations token']);
    expect(actions((await read('?action=role-granted')).body.entries)).toEqual(['role-granted']);
    expect((await read(`?story=${other.id}`)).body.entries).toHaveLength(1);
    expect((await read(`?story=${other.id}&actor=${editorId}`)).body.entries).toEqual([]);
    expect((await read('?action=story-restored')).body).toEqual({ entries: [], next: null });
  });

  it('pages on the entry id, the next page starting after the last one shown', async () => {
    const first = await read('?limit=2');
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.next).toBe(first.body.entries[1].id);
    const second = await read(`?limit=2&before=${first.body.next}`);
    expect(actions(second.body.entries)).toEqual(['story-withdrawn', 'staff-signed-in']);
    expect(second.body.entries[0].target.id).toBe(story.id);
    const third = await read(`?limit=2&before=${second.body.next}`);
    expect(third.body).toEqual({ entries: [], next: null });
  });

  it.each([
    ['actor', 'someone'],
    ['action', 'story-deleted'],
    ['story', 'abc'],
    ['before', 'yesterday'],
    ['limit', '500'],
  ])('refuses a bad %s with a 400 naming it', async (parameter, value) => {
    const response = await read(`?${parameter}=${value}`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expectMatchesOpenApi(response, 'get', DESK_API.audit);
  });

  it('orders by the entry number, not its text: entry 10 comes before entry 9', async () => {
    for (let n = 0; n < 10; n += 1) {
      await appendDeskAudit(testApp.db, { actor: COMMAND_LINE_ACTOR, ipHash: null, action: 'role-granted', target: { kind: 'account', id: editorId } });
    }
    const ids = ((await read('?limit=200')).body.entries as StoredDeskAuditEntry[]).map((entry) => Number(entry.id));
    expect(ids.length).toBeGreaterThanOrEqual(14);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('is for staff: 401 signed out, 403 to a reader', async () => {
    expect((await request(testApp.app).get(DESK_API.audit)).status).toBe(401);
    const reader = await passkeySession(testApp, 'user');
    expect((await request(testApp.app).get(DESK_API.audit).set('Cookie', reader.cookie)).status).toBe(403);
  });
});
