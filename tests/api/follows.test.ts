import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/account-cookies';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { freshIp, insertNewUser, setCookie } from '../support/accounts';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/** Followed topics and "For you" (decision 019): private, per account, ranked like the other lists. */

let testApp: TestApp;
const api = () => request(testApp.app);
const europe = newsItem({ type: 'world', subtype: 'Trade', title: 'Ministers meet in Brussels on energy', trendingScore: 40, postTime: daysAgo(1) });
const asia = newsItem({ type: 'world', subtype: 'War', title: 'Monsoon season arrives early this year', trendingScore: 80, postTime: daysAgo(1) });
const tennis = newsItem({ type: 'sports', subtype: 'Tennis', title: 'Young player wins her first major title', trendingScore: 60, postTime: daysAgo(2) });
const football = newsItem({ type: 'sports', subtype: 'Football', title: 'Cup final goes to extra time again', trendingScore: 90, postTime: daysAgo(1) });
const business = newsItem({ type: 'business', subtype: 'Economy', title: 'Factory orders climb for a third month', trendingScore: 99, postTime: daysAgo(1) });
const lowScore = newsItem({ type: 'world', subtype: 'Trade', title: 'A story below every list’s score floor', trendingScore: 5, postTime: daysAgo(1) });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [europe, translated(europe, 'fr', 'Les ministres se réunissent à Bruxelles'), asia, tennis, football, business, lowScore]);
});
afterAll(() => testApp.close());

async function signIn() {
  const user = await insertNewUser(testApp.db);
  const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const xsrf = setCookie(login, XSRF_COOKIE)?.value ?? '';
  return { user, cookie: `access_token=${setCookie(login, 'access_token')?.value ?? ''}; ${XSRF_COOKIE}=${xsrf}`, xsrf, bearer: `Bearer ${login.body.accessToken as string}` };
}

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe('following', () => {
  it('follows and unfollows categories and subcategories; For you has their stories ranked like the lists, in the asked language', async () => {
    const { cookie, xsrf } = await signIn();
    const empty = await api().get('/api/public/users/me/foryou').set('Cookie', cookie).expect(200);
    expect(empty.body).toEqual({ items: [], more: false });
    expect(empty.headers['cache-control']).toBe('private, no-store');

    await api().put('/api/public/users/me/follows/world').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    const followed = await api().put('/api/public/users/me/follows/sports/tennis').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(followed.headers['cache-control']).toBe('private, no-store');
    expect(followed.body.follows.map((follow: { category: string; subcategory: string | null }) => [follow.category, follow.subcategory])).toEqual([
      ['sports', 'Tennis'],
      ['world', null],
    ]);
    // Again: no change.
    await api().put('/api/public/users/me/follows/WORLD').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect((await api().get('/api/public/users/me/follows').set('Cookie', cookie).expect(200)).body.follows).toHaveLength(2);

    // asia (rank: 1 day + 80 × 30 min) before europe (1 day + 40 × 30 min) and tennis (2 days + 60 × 30 min); below the floor left out.
    const page = await api().get('/api/public/users/me/foryou').query({ lang: 'en' }).set('Cookie', cookie).expect(200);
    expect(ids(page.body)).toEqual([asia.id, europe.id, tennis.id]);
    const first = await api().get('/api/public/users/me/foryou').query({ lang: 'en', size: 2 }).set('Cookie', cookie).expect(200);
    expect([ids(first.body), first.body.more]).toEqual([[asia.id, europe.id], true]);
    const second = await api().get('/api/public/users/me/foryou').query({ lang: 'en', size: 2, page: 2 }).set('Cookie', cookie).expect(200);
    expect([ids(second.body), second.body.more]).toEqual([[tennis.id], false]);
    const french = await api().get('/api/public/users/me/foryou').query({ lang: 'fr' }).set('Cookie', cookie).expect(200);
    expect(french.body.items.map((item: { id: string; lang: string }) => [item.id, item.lang])).toEqual([[europe.id, 'fr']]);

    await api().delete('/api/public/users/me/follows/world').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(ids((await api().get('/api/public/users/me/foryou').set('Cookie', cookie).expect(200)).body)).toEqual([tennis.id]);
    const none = await api().delete('/api/public/users/me/follows/sports/Tennis').set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(none.body).toEqual({ follows: [] });
  });

  it('another account never sees them; they go with the account', async () => {
    const one = await signIn();
    const other = await signIn();
    await api().put('/api/public/users/me/follows/business').set('Authorization', one.bearer).expect(200);
    expect((await api().get('/api/public/users/me/follows').set('Cookie', other.cookie).expect(200)).body).toEqual({ follows: [] });
    expect((await api().get('/api/public/users/me/foryou').set('Cookie', other.cookie).expect(200)).body.items).toEqual([]);
    await api().delete('/api/public/users/me/follows/business').set('Cookie', other.cookie).set(XSRF_HEADER, other.xsrf).expect(200);
    expect(ids((await api().get('/api/public/users/me/foryou').set('Authorization', one.bearer).expect(200)).body)).toEqual([business.id]);
    await testApp.db.query('DELETE FROM users WHERE id = $1', [one.user.userId]);
    expect(await testApp.db.query('SELECT 1 FROM follows WHERE user_id = $1', [one.user.userId])).toEqual([]);
  });
});

describe('the rules', () => {
  it('needs a session (401), private even then', async () => {
    for (const call of [
      api().get('/api/public/users/me/follows'),
      api().get('/api/public/users/me/foryou'),
      api().put('/api/public/users/me/follows/world'),
      api().delete('/api/public/users/me/follows/world/europe'),
    ]) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses a change made with the cookie and no anti-forgery header (403)', async () => {
    const { user, cookie } = await signIn();
    const refused = await api().put('/api/public/users/me/follows/world').set('Cookie', cookie);
    expect([refused.status, refused.body.error]).toEqual([403, 'csrf_failed']);
    expect(await testApp.db.query('SELECT 1 FROM follows WHERE user_id = $1', [user.userId])).toEqual([]);
  });

  it.each([
    ['put', '/api/public/users/me/follows/nowhere', 'category'],
    ['put', '/api/public/users/me/follows/trending', 'category'],
    ['put', '/api/public/users/me/follows/main', 'category'],
    ['put', '/api/public/users/me/follows/world/Tennis', 'subcategory'],
    ['delete', '/api/public/users/me/follows/sports/Nothing', 'subcategory'],
    ['get', '/api/public/users/me/foryou?lang=xx', 'lang'],
    ['get', '/api/public/users/me/foryou?size=101', 'size'],
    ['get', '/api/public/users/me/foryou?page=0', 'page'],
  ] as const)('%s %s answers 400 naming %s', async (method, path, parameter) => {
    const { cookie, xsrf } = await signIn();
    const response = await api()[method](path).set('Cookie', cookie).set(XSRF_HEADER, xsrf);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
  });
});
