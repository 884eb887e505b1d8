import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIES, XSRF_COOKIE } from '../../shared/account-cookies';
import type { LangCode } from '../../shared/languages';
import { forYouPath, profilePath, savedPath } from '../../shared/routes';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { insertFollow } from '../../server/db/accounts/follows';
import { freshIp, insertNewUser, setCookie, setCookies, type TestUser } from '../support/accounts';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The personal pages (decision 019: saved stories, For you, the profile) decide on the server: a
 * signed-out visitor is sent to the login page of the page's language with the way back, and a
 * signed-in reader gets the page with their own data in the HTML, private and no-store, never
 * through the page cache.
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

const PAGES: [name: string, pathOf: (lang: LangCode) => string][] = [
  ['saved', savedPath],
  ['For you', forYouPath],
  ['profile', profilePath],
];

async function signIn(name = 'Pat Personal'): Promise<{ user: TestUser; cookie: string }> {
  const user = await insertNewUser(testApp.db, { name });
  const login = await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const session = setCookie(login, ACCOUNT_COOKIES.session)?.value ?? '';
  return { user, cookie: `${ACCOUNT_COOKIES.session}=${session}; ${XSRF_COOKIE}=${setCookie(login, XSRF_COOKIE)?.value ?? ''}` };
}

/** Every lookup of the page cache so far, whatever its outcome (/metrics). */
async function pageCacheLookups(): Promise<number> {
  const text = (await api().get('/metrics').expect(200)).text;
  return text
    .split('\n')
    .filter((line) => line.startsWith('xnews_cache_fetches_total{') && line.includes('cache="page"'))
    .reduce((total, line) => total + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

const mainOf = (page: string) => /<main\b[^>]*>(.*?)<\/main>/s.exec(page)?.[1] ?? '';
const page = (path: string, cookie?: string) => {
  const asked = api().get(path).set('User-Agent', DESKTOP_UA);
  return cookie ? asked.set('Cookie', cookie) : asked;
};

describe('a signed-out visitor', () => {
  describe.each(PAGES)('to the %s page', (_name, pathOf) => {
    it.each(['en', 'fr'] as const)('in %s is sent to sign in there, with the way back', async (lang) => {
      const response = await page(pathOf(lang));
      expect(response.status).toBe(302);
      expect(response.headers.location).toBe(`/${lang}/user/login?return_path=${encodeURIComponent(pathOf(lang))}`);
      expect(new URL(response.headers.location ?? '', 'http://site.invalid').searchParams.get('return_path')).toBe(pathOf(lang));
      expect(response.headers['cache-control']).toBe('private, no-store');
      // The sign-in ways that read spec §6's last customer path come back here too.
      expect(setCookie(response, ACCOUNT_COOKIES.lastPath)?.value).toBe(pathOf(lang));
      // No session to forget: nothing else is set.
      expect(setCookies(response).map((cookie) => cookie.name)).toEqual([ACCOUNT_COOKIES.lastPath]);
    });
  });

  it('whose session ended loses its cookies on the way, so that the login page does not send them back', async () => {
    const { user, cookie } = await signIn();
    await testApp.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [user.userId]);
    const ended = `${cookie}; ${ACCOUNT_COOKIES.authenticated}=true; ${ACCOUNT_COOKIES.user}=x`;
    const response = await page(savedPath('es'), ended);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/es/user/login?return_path=%2Fes%2Fsaved');
    for (const name of [ACCOUNT_COOKIES.session, ACCOUNT_COOKIES.authenticated, ACCOUNT_COOKIES.user]) {
      expect(setCookie(response, name)?.attributes.expires, name).toMatch(/1970/);
    }
    // With the cookies gone, the login page is shown rather than a way back to the saved page.
    const login = await page(String(response.headers.location), `${ACCOUNT_COOKIES.lastPath}=%2Fes%2Fsaved`);
    expect(login.status).toBe(200);
  });

  it('of an unknown language gets the not-found page', async () => {
    expect((await page('/xx/saved')).status).toBe(404);
    expect((await page('/de/profile')).status).toBe(404);
  });
});

describe('a signed-in reader', () => {
  it('gets the saved page with their saved stories in the HTML, private and no-store, never through the page cache', async () => {
    const reader = await signIn();
    await testApp.db.query('INSERT INTO saved_stories (user_id, story_id) VALUES ($1, $2)', [reader.user.userId, harbour.id]);
    const before = await pageCacheLookups();
    const response = await page(savedPath('en'), reader.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const main = mainOf(response.text);
    expect(main).toContain(harbour.title);
    expect(main).not.toContain(final.title);
    // Its save button is pressed from the server on: the ids came with the page.
    expect(main).toMatch(new RegExp(`<button[^>]*value="${harbour.id}"[^>]*aria-pressed="true"`));
    // The browser's query cache gets the page and the ids, so hydration asks for neither again.
    expect(response.text).toContain('"queryKey":["saved-pages","en"]');
    expect(response.text).toContain('"queryKey":["saved-ids"]');
    expect(await pageCacheLookups()).toBe(before);

    // Another reader, right after, sees none of it.
    const other = await signIn('Someone Else');
    const theirs = await page(savedPath('en'), other.cookie);
    expect(theirs.status).toBe(200);
    expect(mainOf(theirs.text)).not.toContain(harbour.title);
    expect(mainOf(theirs.text)).toContain(testApp.site.translations.en.reader.savedEmpty);
  });

  it('gets For you with the stories of what they follow in the HTML, private and no-store, never through the page cache', async () => {
    const reader = await signIn();
    await insertFollow(testApp.db, reader.user.userId, 'sports', null);
    const before = await pageCacheLookups();
    const response = await page(forYouPath('en'), reader.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const main = mainOf(response.text);
    expect(main).toContain(final.title);
    expect(main).not.toContain(harbour.title);
    expect(response.text).toMatch(/"queryKey":\["for-you","en",\d+\]/);
    expect(await pageCacheLookups()).toBe(before);
  });

  it('gets the profile with their details and newsletter in the HTML, private and no-store, never through the page cache', async () => {
    const reader = await signIn('Pat Profile');
    const before = await pageCacheLookups();
    const response = await page(profilePath('en'), reader.cookie);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const main = mainOf(response.text);
    expect(main).toContain('<dd>Pat Profile</dd>');
    expect(main).toContain(`${reader.user.email} (verified)`);
    expect(main).not.toContain(testApp.site.translations.en.account.profileLoading);
    // The newsletter section, from the server too: the one-click subscription names the address.
    expect(main).toContain(reader.user.email ?? 'no email');
    expect(main).toContain('class="xn-profile-newsletter"');
    expect(response.text).toContain('"queryKey":["user-me"]');
    expect(response.text).toContain('"queryKey":["account-newsletter"]');
    expect(await pageCacheLookups()).toBe(before);
  });

  it('is never answered from a copy another reader’s request left, nor leaves one', async () => {
    const first = await signIn('First Reader');
    const second = await signIn('Second Reader');
    for (const [reader, name, other] of [[first, 'First Reader', 'Second Reader'], [second, 'Second Reader', 'First Reader']] as const) {
      const text = (await page(profilePath('en'), reader.cookie)).text;
      expect(text).toContain(name);
      expect(text).not.toContain(other);
    }
    const anonymous = await page(profilePath('en'));
    expect(anonymous.status).toBe(302);
  });
});
