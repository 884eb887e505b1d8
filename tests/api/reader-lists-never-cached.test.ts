import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE } from '../../shared/account-cookies';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { insertFollow } from '../../server/db/accounts/follows';
import { freshIp, insertNewUser, setCookie } from '../support/accounts';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Saved and followed lists (decision 019) are never cached, neither by a browser or a CDN (private,
 * no-store) nor by the server (page cache, shared API cache). Changes are written straight to the
 * database here, past the API and anything it would invalidate: a list kept anywhere would come
 * back without them.
 */

let testApp: TestApp;
const api = () => request(testApp.app);
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const harbour = newsItem({ type: 'world', subtype: 'Trade', title: 'Harbour reopens after the storm', trendingScore: 80, postTime: daysAgo(1) });
const final = newsItem({ type: 'sports', subtype: 'Football', title: 'Cup final goes to extra time', trendingScore: 70, postTime: daysAgo(1) });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [harbour, final]);
});
afterAll(() => testApp.close());

async function signIn() {
  const user = await insertNewUser(testApp.db);
  const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  return { user, cookie: `access_token=${setCookie(login, 'access_token')?.value ?? ''}; ${XSRF_COOKIE}=${setCookie(login, XSRF_COOKIE)?.value ?? ''}` };
}

/** Every lookup of the page cache so far, whatever its outcome (/metrics). */
async function pageCacheLookups(): Promise<number> {
  const text = (await api().get('/metrics').expect(200)).text;
  return text
    .split('\n')
    .filter((line) => line.startsWith('xnews_cache_fetches_total{') && line.includes('cache="page"'))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const saveDirectly = (userId: string, storyId: string) => testApp.db.query('INSERT INTO saved_stories (user_id, story_id) VALUES ($1, $2)', [userId, storyId]);
const idsOf = (items: { id: string }[]) => items.map((item) => item.id);

describe('the reader’s own lists', () => {
  it('are read afresh on every call, private and no-store, and never another reader’s', async () => {
    const reader = await signIn();
    const other = await signIn();
    const get = (path: string, who = reader) => api().get(path).query({ lang: 'en' }).set('Cookie', who.cookie);
    const expectPrivate = (response: request.Response) => {
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    };

    for (const path of ['/api/public/users/me/saved', '/api/public/users/me/saved/ids', '/api/public/users/me/follows', '/api/public/users/me/foryou']) {
      expectPrivate(await get(path));
    }

    await saveDirectly(reader.user.userId, harbour.id);
    const saved = await get('/api/public/users/me/saved');
    expectPrivate(saved);
    expect(saved.body.items.map((item: { story: { id: string } }) => item.story.id)).toEqual([harbour.id]);
    expect((await get('/api/public/users/me/saved/ids')).body.ids).toEqual([harbour.id]);
    await saveDirectly(reader.user.userId, final.id);
    expect((await get('/api/public/users/me/saved/ids')).body.ids.toSorted()).toEqual([harbour.id, final.id].toSorted());
    expect((await get('/api/public/users/me/saved')).body.items).toHaveLength(2);

    await insertFollow(testApp.db, reader.user.userId, 'world', null);
    expect((await get('/api/public/users/me/follows')).body.follows).toMatchObject([{ category: 'world', subcategory: null }]);
    expect(idsOf((await get('/api/public/users/me/foryou')).body.items)).toEqual([harbour.id]);
    await insertFollow(testApp.db, reader.user.userId, 'sports', 'Football');
    expect((await get('/api/public/users/me/follows')).body.follows).toHaveLength(2);
    expect(idsOf((await get('/api/public/users/me/foryou')).body.items).toSorted()).toEqual([harbour.id, final.id].toSorted());

    // The same addresses, asked by another reader right after: nothing of the first.
    expect((await get('/api/public/users/me/saved', other)).body.items).toEqual([]);
    expect((await get('/api/public/users/me/saved/ids', other)).body.ids).toEqual([]);
    expect((await get('/api/public/users/me/follows', other)).body.follows).toEqual([]);
    expect((await get('/api/public/users/me/foryou', other)).body.items).toEqual([]);
  });

  it('are pages rendered for each request, private and no-store, never through the page cache', async () => {
    const reader = await signIn();
    const before = await pageCacheLookups();
    for (const path of ['/en/saved', '/en/news/list/foryou', '/en/saved', '/en/news/list/foryou']) {
      for (const cookie of [reader.cookie, undefined]) {
        const page = api().get(path).set('User-Agent', DESKTOP_UA);
        const response = await (cookie ? page.set('Cookie', cookie) : page);
        // Signed out, the answer is the way to sign in (decision 019), no less private.
        expect(response.status, path).toBe(cookie ? 200 : 302);
        expect(response.headers['cache-control'], path).toBe('private, no-store');
      }
    }
    expect(await pageCacheLookups()).toBe(before);
    // A shared page, for comparison, does go through it: the count above is a real one.
    await api().get('/en/news/list/trending').set('User-Agent', DESKTOP_UA).expect(200);
    expect(await pageCacheLookups()).toBeGreaterThan(before);
  });
});
