import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/account-cookies';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { freshIp, insertNewUser, setCookie } from '../support/accounts';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The signed-in reader's saved stories (decision 019): private, theirs alone, every rule of the API. */

let testApp: TestApp;
const api = () => request(testApp.app);
const english = newsItem({ title: 'Harbour reopens after the storm' });
const frenchOnly = newsItem({ lang: 'fr', title: 'Le port rouvre après la tempête' });
const third = newsItem({ title: 'Rail strike called off' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [english, translated(english, 'es', 'El puerto reabre tras la tormenta'), frenchOnly, third]);
});
afterAll(() => testApp.close());

async function signIn() {
  const user = await insertNewUser(testApp.db);
  const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const session = setCookie(login, 'access_token')?.value ?? '';
  const xsrf = setCookie(login, XSRF_COOKIE)?.value ?? '';
  return { user, cookie: `access_token=${session}; ${XSRF_COOKIE}=${xsrf}`, xsrf, bearer: `Bearer ${login.body.accessToken as string}` };
}

const storedSaves = async (userId: string) =>
  (await testApp.db.query<{ story_id: string }>('SELECT story_id FROM saved_stories WHERE user_id = $1 ORDER BY story_id', [userId])).map((row) => row.story_id);

describe('saving and removing', () => {
  it('saves with the session and the anti-forgery header, lists newest saved first in the page’s language with the details API’s fallback, removes', async () => {
    const { user, cookie, xsrf } = await signIn();
    for (const story of [english, frenchOnly, third]) {
      const saved = await api().put(`/api/public/users/me/saved/${story.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
      expect(saved.body).toMatchObject({ id: story.id, saved: true });
      expect(saved.headers['cache-control']).toBe('private, no-store');
    }
    // Saving again keeps the first time.
    const first = await testApp.db.query<{ saved_at: string }>('SELECT saved_at::text FROM saved_stories WHERE user_id = $1 AND story_id = $2', [user.userId, english.id]);
    await api().put(`/api/public/users/me/saved/${english.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(await testApp.db.query('SELECT saved_at::text FROM saved_stories WHERE user_id = $1 AND story_id = $2', [user.userId, english.id])).toEqual(first);
    await testApp.db.query(`UPDATE saved_stories SET saved_at = now() - (CASE story_id WHEN $2 THEN 3 WHEN $3 THEN 2 ELSE 1 END) * interval '1 hour' WHERE user_id = $1`, [user.userId, english.id, frenchOnly.id]);

    const page = await api().get('/api/public/users/me/saved').query({ lang: 'es', size: 2 }).set('Cookie', cookie).expect(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.more).toBe(true);
    expect(page.body.items.map((item: { story: { id: string; lang: string } }) => [item.story.id, item.story.lang])).toEqual([
      [third.id, 'en'],
      [frenchOnly.id, 'fr'],
    ]);
    const next = await api().get('/api/public/users/me/saved').query({ lang: 'es', size: 2, page: 2 }).set('Cookie', cookie).expect(200);
    expect(next.body.more).toBe(false);
    expect(next.body.items[0].story).toMatchObject({ id: english.id, lang: 'es', title: 'El puerto reabre tras la tormenta' });
    // Footnote markers go, as on the details API.
    expect(next.body.items[0].story.news).not.toMatch(/\[\^?\d\]/);

    const ids = await api().get('/api/public/users/me/saved/ids').set('Cookie', cookie).expect(200);
    expect(ids.body).toEqual({ ids: [third.id, frenchOnly.id, english.id] });
    expect(ids.headers['cache-control']).toBe('private, no-store');

    const removed = await api().delete(`/api/public/users/me/saved/${frenchOnly.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(removed.body).toEqual({ id: frenchOnly.id, saved: false });
    await api().delete(`/api/public/users/me/saved/${frenchOnly.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    expect(await storedSaves(user.userId)).toEqual([english.id, third.id].sort());
  });

  it('works with a bearer token and no anti-forgery header', async () => {
    const { user, bearer } = await signIn();
    await api().put(`/api/public/users/me/saved/${third.id}`).set('Authorization', bearer).expect(200);
    expect((await api().get('/api/public/users/me/saved/ids').set('Authorization', bearer).expect(200)).body.ids).toEqual([third.id]);
    expect(await storedSaves(user.userId)).toEqual([third.id]);
  });

  it('another account never sees them', async () => {
    const one = await signIn();
    const other = await signIn();
    await api().put(`/api/public/users/me/saved/${english.id}`).set('Cookie', one.cookie).set(XSRF_HEADER, one.xsrf).expect(200);
    expect((await api().get('/api/public/users/me/saved/ids').set('Cookie', other.cookie).expect(200)).body).toEqual({ ids: [] });
    expect((await api().get('/api/public/users/me/saved').set('Cookie', other.cookie).expect(200)).body).toEqual({ items: [], more: false });
    // Removing it from the other account removes nothing of the first's.
    await api().delete(`/api/public/users/me/saved/${english.id}`).set('Cookie', other.cookie).set(XSRF_HEADER, other.xsrf).expect(200);
    expect(await storedSaves(one.user.userId)).toEqual([english.id]);
  });

  it('goes with the account and with the story', async () => {
    const { user, cookie, xsrf } = await signIn();
    const doomed = newsItem({ title: 'A story to be deleted' });
    await ingest(testApp, [doomed]);
    await api().put(`/api/public/users/me/saved/${doomed.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    await testApp.db.query('DELETE FROM stories WHERE id = $1', [doomed.id]);
    expect(await storedSaves(user.userId)).toEqual([]);
    await api().put(`/api/public/users/me/saved/${english.id}`).set('Cookie', cookie).set(XSRF_HEADER, xsrf).expect(200);
    await testApp.db.query('DELETE FROM users WHERE id = $1', [user.userId]);
    expect(await storedSaves(user.userId)).toEqual([]);
  });
});

describe('the rules', () => {
  it('needs a session (401) on every call, private even then', async () => {
    for (const call of [
      api().get('/api/public/users/me/saved'),
      api().get('/api/public/users/me/saved/ids'),
      api().put(`/api/public/users/me/saved/${english.id}`),
      api().delete(`/api/public/users/me/saved/${english.id}`),
      api().get('/api/public/users/me/saved/ids').set('Authorization', 'Bearer not-a-session'),
    ]) {
      const response = await call;
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('refuses a change made with the cookie and no anti-forgery header (403)', async () => {
    const { user, cookie } = await signIn();
    const refused = await api().put(`/api/public/users/me/saved/${english.id}`).set('Cookie', cookie);
    expect([refused.status, refused.body.error]).toEqual([403, 'csrf_failed']);
    const wrong = await api().put(`/api/public/users/me/saved/${english.id}`).set('Cookie', cookie).set(XSRF_HEADER, 'forged');
    expect(wrong.status).toBe(403);
    expect(await storedSaves(user.userId)).toEqual([]);
  });

  it.each([
    ['get', '/api/public/users/me/saved?lang=xx', 'lang'],
    ['get', '/api/public/users/me/saved?size=0', 'size'],
    ['get', '/api/public/users/me/saved?size=101', 'size'],
    ['get', '/api/public/users/me/saved?page=abc', 'page'],
    ['get', '/api/public/users/me/saved?page=1&page=2', 'page'],
    ['put', '/api/public/users/me/saved/12a', 'id'],
    ['delete', '/api/public/users/me/saved/x', 'id'],
  ] as const)('%s %s answers 400 naming %s', async (method, path, parameter) => {
    const { cookie, xsrf } = await signIn();
    const response = await api()[method](path).set('Cookie', cookie).set(XSRF_HEADER, xsrf);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(typeof response.body.message).toBe('string');
  });

  it('answers 404 for a story that does not exist', async () => {
    const { cookie, xsrf } = await signIn();
    const response = await api().put('/api/public/users/me/saved/99999999999999999999').set('Cookie', cookie).set(XSRF_HEADER, xsrf);
    expect([response.status, response.body.error]).toEqual([404, 'not_found']);
  });

  it('limits changes per account (429 with Retry-After)', async () => {
    const { bearer } = await signIn();
    let status = 0;
    for (let count = 0; count <= 120 && status !== 429; count += 1) {
      status = (await api().delete(`/api/public/users/me/saved/${english.id}`).set('Authorization', bearer)).status;
    }
    expect(status).toBe(429);
    const limited = await api().delete(`/api/public/users/me/saved/${english.id}`).set('Authorization', bearer);
    expect(limited.headers['retry-after']).toBeDefined();
    // Another account is not held back.
    const other = await signIn();
    await api().delete(`/api/public/users/me/saved/${english.id}`).set('Authorization', other.bearer).expect(200);
  });
});

describe('the save button without JavaScript', () => {
  const back = (id: string) => `/en/news/analysis/story-${id}`;

  it('saves and removes for a signed-in reader and comes back (303), without the header, from this site only', async () => {
    const { user, cookie } = await signIn();
    const saved = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: english.id, saved: 'true', back: back(english.id) });
    expect([saved.status, saved.headers.location]).toEqual([303, back(english.id)]);
    expect(await storedSaves(user.userId)).toEqual([english.id]);
    const removed = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set('Origin', 'http://xnews.test').set('Host', 'xnews.test').type('form').send({ story: english.id, saved: 'false', back: '/fr/saved' });
    expect([removed.status, removed.headers.location]).toEqual([303, '/fr/saved']);
    expect(await storedSaves(user.userId)).toEqual([]);

    for (const crossSite of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'https://evil.example' }, {}]) {
      const refused = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set(crossSite).type('form').send({ story: english.id, saved: 'true', back: '/en' });
      expect(refused.status).toBe(403);
    }
    expect(await storedSaves(user.userId)).toEqual([]);
  });

  it('sends a signed-out reader to the login page, remembering the page and the story', async () => {
    const response = await api().post('/api/public/users/me/saved/form').set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: english.id, saved: 'true', back: back(english.id).replace('/en/', '/es/') });
    expect([response.status, response.headers.location]).toEqual([303, '/es/user/login']);
    expect(setCookie(response, 'pending_save')?.value).toBe(english.id);
    expect(setCookie(response, 'last_customer_path')?.value).toBe(back(english.id).replace('/en/', '/es/'));
    // A cross-site post plants nothing.
    const cross = await api().post('/api/public/users/me/saved/form').set('Origin', 'https://evil.example').type('form').send({ story: english.id, saved: 'true', back: '/en' });
    expect(cross.status).toBe(403);
    expect(setCookie(cross, 'pending_save')).toBeUndefined();
  });

  it('never goes back off this site, and names a bad field (400)', async () => {
    const { cookie } = await signIn();
    const offsite = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: english.id, saved: 'true', back: '//evil.example/x' });
    expect([offsite.status, offsite.headers.location]).toEqual([303, '/en']);
    const bad = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: 'x', saved: 'true' });
    expect(bad.body).toMatchObject({ error: 'invalid_parameter', parameter: 'story' });
    const badSaved = await api().post('/api/public/users/me/saved/form').set('Cookie', cookie).set('Sec-Fetch-Site', 'same-origin').type('form').send({ story: english.id, saved: 'yes' });
    expect(badSaved.body).toMatchObject({ error: 'invalid_parameter', parameter: 'saved' });
  });
});
