import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../../shared/account-cookies';
import { DESK_API } from '../../shared/desk-api';
import { FOLLOWS_API } from '../../shared/follows';
import { SAVED_API, type SavedPage } from '../../shared/saved-stories';
import type { NewsItem } from '../../shared/types';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { apiSignIn, type ApiSession } from '../support/api-sign-in';
import { insertNewUser } from '../support/accounts';
import { TEST_OPS_TOKEN } from '../support/desk';
import { ingest } from '../support/ingest';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/*
 * A saved story the editors withdrew (decisions 019 and 033): asked for, the saved list keeps it in
 * its place as a withdrawn entry with its id and dates and none of its text; not asked, it is left
 * out as before; the saved ids and For you are as they were; a restore brings the story back.
 */

const gone = newsItem({ title: 'Quarry expansion approved by the council', summary: 'Quarry summary that must not leak.', type: 'business', subtype: 'Economy' });
const older = newsItem({ title: 'Ferry timetable changes for winter', type: 'business', subtype: 'Economy' });
const newer = newsItem({ title: 'Library opens on Sundays', type: 'business', subtype: 'Economy' });

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
let reader: ApiSession & { userId: string };

beforeAll(async () => {
  testApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
  await ingest(testApp, [gone, older, newer]);
  const user = await insertNewUser(testApp.db);
  reader = { ...(await apiSignIn(testApp.app, user)), userId: user.userId };
  for (const story of [older, gone, newer]) {
    await request(testApp.app).put(SAVED_API.story(story.id)).set('Cookie', reader.cookie).set(XSRF_HEADER, reader.xsrf).expect(200);
  }
  // Saved an hour apart: older first, newer last.
  await testApp.db.query(`UPDATE saved_stories SET saved_at = now() - (CASE story_id WHEN $2 THEN 3 WHEN $3 THEN 2 ELSE 1 END) * interval '1 hour' WHERE user_id = $1`, [
    user.userId,
    older.id,
    gone.id,
  ]);
});
afterAll(() => testApp.close());

const ops = (path: string) => request(testApp.app).post(path).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`);

async function savedList(query: Record<string, string>) {
  const response = await request(testApp.app).get(SAVED_API.list).query({ lang: 'en', ...query }).set('Cookie', reader.cookie);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expectMatchesOpenApi(response, 'get', SAVED_API.list);
  return response;
}

const storyIds = (page: SavedPage) => page.items.map((item) => ('withdrawn' in item ? `withdrawn ${item.storyId}` : item.story.id));

describe('a withdrawn saved story', () => {
  it('keeps its place, asked for, as a withdrawn entry with no text; is left out otherwise; the ids and For you are unchanged; a restore brings it back', async () => {
    expect(storyIds((await savedList({ withdrawn: 'true' })).body)).toEqual([newer.id, gone.id, older.id]);

    const withdrawal = await ops(DESK_API.withdraw(gone.id)).send({ reason: 'legal', note: 'Court order' });
    expect(withdrawal.status, JSON.stringify(withdrawal.body)).toBe(200);
    const withdrawnAt = withdrawal.body.withdrawnAt as string;

    const asked = await savedList({ withdrawn: 'true' });
    expect(storyIds(asked.body)).toEqual([newer.id, `withdrawn ${gone.id}`, older.id]);
    const [savedAt] = await testApp.db.query<{ saved_at: Date | string }>('SELECT saved_at FROM saved_stories WHERE user_id = $1 AND story_id = $2', [reader.userId, gone.id]);
    // Exactly its id and dates: nothing of its text, not even under another name.
    expect(asked.body.items[1]).toEqual({ storyId: gone.id, savedAt: new Date(savedAt?.saved_at ?? 0).toISOString(), withdrawn: { at: withdrawnAt } });
    expect(asked.text).not.toContain('Quarry');
    expect(asked.headers['cache-control']).toBe('private, no-store');

    // Paged, the withdrawn entry counts in its place.
    const first = await savedList({ withdrawn: 'true', size: '2' });
    expect({ ids: storyIds(first.body), more: first.body.more }).toEqual({ ids: [newer.id, `withdrawn ${gone.id}`], more: true });
    const second = await savedList({ withdrawn: 'true', size: '2', page: '2' });
    expect({ ids: storyIds(second.body), more: second.body.more }).toEqual({ ids: [older.id], more: false });

    // Clients that read story on every item get what they always did.
    const unasked = await savedList({});
    expect(storyIds(unasked.body)).toEqual([newer.id, older.id]);
    expect(storyIds((await savedList({ withdrawn: 'false' })).body)).toEqual([newer.id, older.id]);
    const bad = await request(testApp.app).get(SAVED_API.list).query({ withdrawn: 'maybe' }).set('Cookie', reader.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'invalid_parameter', parameter: 'withdrawn' });
    expectMatchesOpenApi(bad, 'get', SAVED_API.list);

    // The save buttons still know it is saved; For you still leaves it out.
    expect((await request(testApp.app).get(SAVED_API.ids).set('Cookie', reader.cookie).expect(200)).body).toEqual({ ids: [newer.id, gone.id, older.id] });
    await request(testApp.app).put(FOLLOWS_API.topic('business')).set('Cookie', reader.cookie).set(XSRF_HEADER, reader.xsrf).expect(200);
    const forYou = await request(testApp.app).get(`${FOLLOWS_API.forYou}?lang=en`).set('Cookie', reader.cookie).expect(200);
    expect((forYou.body as { items: NewsItem[] }).items.map((item) => item.id)).not.toContain(gone.id);
    expect(forYou.text).not.toContain('Quarry');

    const restored = await ops(DESK_API.restore(gone.id)).send({ note: 'Order lifted' });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    const back = await savedList({ withdrawn: 'true' });
    expect(storyIds(back.body)).toEqual([newer.id, gone.id, older.id]);
    expect(back.body.items[1].story).toMatchObject({ id: gone.id, title: gone.title });
  });

  it('is removed by the same unsave call as any saved story', async () => {
    await ops(DESK_API.withdraw(older.id)).send({ reason: 'error', note: 'Wrong figures' }).expect(200);
    expect(storyIds((await savedList({ withdrawn: 'true' })).body)).toContain(`withdrawn ${older.id}`);
    await request(testApp.app).delete(SAVED_API.story(older.id)).set('Cookie', reader.cookie).set(XSRF_HEADER, reader.xsrf).expect(200);
    expect(storyIds((await savedList({ withdrawn: 'true' })).body)).toEqual([newer.id, gone.id]);
  });
});
