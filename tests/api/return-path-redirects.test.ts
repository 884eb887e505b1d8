import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';
import { ingest } from '../support/ingest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { HOSTILE_RETURN_PATHS as HOSTILE } from '../support/hostile-return-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A redirect passes its query on, but never a return path that leads off this site
 * (/login?redirect=https://evil.example/ used to go on to /en/user/login?redirect=https%3A…, and
 * /login?return_path=… until the login page's own parameter was counted as one), and the login
 * page follows its return_path only to a page of this site. Social sign-in's redirect_uri is
 * tested in oauth-attacks.test.ts.
 */
let testApp: TestApp;
const story = newsItem({ type: 'world', subtype: 'Trade', title: 'Harbour cranes return to work' });
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [story]);
});
afterAll(() => testApp.close());

const GOOD = '/en/news/list/world?page=2';

/** Every redirect that passes a query on, and where it goes without one. */
const REDIRECTS: [from: string, to: string][] = [
  ['/login', '/en/user/login'],
  ['/signup', '/en/user/signup'],
  ['/restaurant/boss', '/en/profile'],
  ['/fr/login', '/fr/user/login'],
  ['/es/signup', '/es/user/signup'],
  ['/tw', '/tw/news/list/trending'],
  ['/news/list/world', '/en/news/list/world'],
  ['/about/contact', '/en/about/contact'],
];

const pathOf = (location: string) => location.split('?')[0];
const queryOf = (location: string) => new URL(location, 'http://site.invalid').searchParams;

describe.each(REDIRECTS)('%s', (from, to) => {
  it.each(HOSTILE.flatMap((value) => ['redirect', 'redirect_uri', 'returnTo', 'next', 'return_path', 'Return_Path', 'goto'].map((key) => `${key}=${value}`)))(`drops ?%s, keeping the rest of the query`, async (pair) => {
    const response = await request(testApp.app).get(`${from}?ref=mail&${pair}`);
    const location = String(response.headers.location);
    expect(pathOf(location)).toBe(to);
    expect(location).not.toMatch(/evil|javascript/i);
    expect([...queryOf(location)]).toEqual([['ref', 'mail']]);
  });

  it.each(['redirect', 'return_path'])(`keeps a path on this site in ?%s: ${GOOD}`, async (key) => {
    const response = await request(testApp.app).get(`${from}?${key}=${encodeURIComponent(GOOD)}&ref=mail`);
    const location = String(response.headers.location);
    expect(pathOf(location)).toBe(to);
    expect(queryOf(location).get(key)).toBe(GOOD);
    expect(queryOf(location).get('ref')).toBe('mail');
  });
});

describe('/login?return_path=', () => {
  it('drops a foreign address instead of forwarding it to the login page', async () => {
    const response = await request(testApp.app).get('/login?return_path=https%3A%2F%2Fevil.example%2F');
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/user/login');
  });

  it('forwards a page of this site, which the login page returns to', async () => {
    const response = await request(testApp.app).get('/login?lang=fr&return_path=%2Ffr%2Fsaved');
    expect(response.headers.location).toBe('/fr/user/login?return_path=%2Ffr%2Fsaved');
  });
});

describe('the login page’s return_path', () => {
  const login = (value: string, cookie?: string) => {
    const asked = request(testApp.app).get(`/en/user/login?return_path=${value}`);
    return cookie ? asked.set('Cookie', cookie) : asked;
  };

  it.each(HOSTILE)('is not followed by a signed-in reader: %s', async (value) => {
    const response = await login(value, `${ACCOUNT_COOKIES.session}=some-session`);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/profile');
  });

  it.each(HOSTILE)('is not put in the social sign-in links: %s', async (value) => {
    const response = await login(value);
    expect(response.status).toBe(200);
    expect(response.text).toContain('href="/oauth2/authorize/google?redirect_uri=%2Fen%2Fprofile"');
    expect(response.text).not.toMatch(/redirect_uri=[^"]*evil/i);
  });

  it('is followed to a page of this site, by the redirect and by the social sign-in links', async () => {
    expect((await login(encodeURIComponent(GOOD), `${ACCOUNT_COOKIES.session}=some-session`)).headers.location).toBe(GOOD);
    const page = await login(encodeURIComponent('/en/saved'));
    expect(page.text).toContain('href="/oauth2/authorize/google?redirect_uri=%2Fen%2Fsaved"');
    expect(page.text).toContain('href="/oauth2/authorize/facebook?redirect_uri=%2Fen%2Fsaved"');
  });

  it('is never the login or sign-up page itself', async () => {
    for (const loop of ['/en/user/login', '/en/user/signup?x=1', '/login']) {
      expect((await login(encodeURIComponent(loop), `${ACCOUNT_COOKIES.session}=some-session`)).headers.location, loop).toBe('/en/profile');
    }
  });
});

describe('a personal page’s way to sign in', () => {
  it.each(['/en/saved', '/fr/news/list/foryou', '/es/profile'])('carries %s, and nothing from the query it was asked with', async (path) => {
    const response = await request(testApp.app).get(`${path}?return_path=${encodeURIComponent('https://evil.example/')}&next=%2F%2Fevil.example`);
    expect(response.status).toBe(302);
    const location = String(response.headers.location);
    expect([...queryOf(location)]).toEqual([['return_path', path]]);
    expect(location).not.toMatch(/evil/);
  });
});

describe("a story's move to its one true address", () => {
  it.each(HOSTILE)('drops ?redirect=%s', async (value) => {
    const response = await request(testApp.app).get(`/en/news/analysis/${story.id}?utm_source=feed&redirect=${value}`);
    expect(response.status).toBe(301);
    expect(String(response.headers.location)).toMatch(new RegExp(`^/en/news/analysis/[a-z0-9-]+-${story.id}\\?utm_source=feed$`));
  });

  it('keeps a path on this site', async () => {
    const response = await request(testApp.app).get(`/en/news/analysis/${story.id}?redirect=${encodeURIComponent(GOOD)}`);
    expect(queryOf(String(response.headers.location)).get('redirect')).toBe(GOOD);
  });
});

describe('a signed-in reader sent from the login page to the remembered one', () => {
  const signedIn = (lastPath: string) =>
    request(testApp.app).get('/en/user/login').set('Cookie', `${ACCOUNT_COOKIES.session}=some-session; ${ACCOUNT_COOKIES.lastPath}=${lastPath}`);

  it.each(HOSTILE)('goes to the profile, not to %s', async (value) => {
    const response = await signedIn(value);
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/en/profile');
  });

  it('goes to a remembered page on this site', async () => {
    expect((await signedIn(encodeURIComponent(GOOD))).headers.location).toBe(GOOD);
  });
});
