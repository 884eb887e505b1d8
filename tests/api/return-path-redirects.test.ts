import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';
import { ingest } from '../support/ingest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { HOSTILE_RETURN_PATHS as HOSTILE } from '../support/hostile-return-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A redirect passes its query on, but never a return path that leads off this site
 * (/login?redirect=https://evil.example/ used to go on to /en/user/login?redirect=https%3A…).
 * Social sign-in's redirect_uri is tested in oauth-attacks.test.ts.
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
  it.each(HOSTILE.flatMap((value) => ['redirect', 'redirect_uri', 'returnTo', 'next'].map((key) => `${key}=${value}`)))(`drops ?%s, keeping the rest of the query`, async (pair) => {
    const response = await request(testApp.app).get(`${from}?ref=mail&${pair}`);
    const location = String(response.headers.location);
    expect(pathOf(location)).toBe(to);
    expect(location).not.toMatch(/evil|javascript/i);
    expect([...queryOf(location)]).toEqual([['ref', 'mail']]);
  });

  it(`keeps a path on this site: ${GOOD}`, async () => {
    const response = await request(testApp.app).get(`${from}?redirect=${encodeURIComponent(GOOD)}&ref=mail`);
    const location = String(response.headers.location);
    expect(pathOf(location)).toBe(to);
    expect(queryOf(location).get('redirect')).toBe(GOOD);
    expect(queryOf(location).get('ref')).toBe('mail');
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
