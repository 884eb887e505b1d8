import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_PATHS } from '../support/hostile-return-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Decision 018: the server records the language choice. GET /{lang}/language?next=… sets the spec's
 * cookie and answers 303 to a path of this site in that language, else to its trending list.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const choose = (path: string) => request(testApp.app).get(path).redirects(0);

describe('GET /{lang}/language', () => {
  it('sets the lang cookie for a year on the whole site and sends the reader to the page in that language', async () => {
    const response = await choose(`/fr/language?next=${encodeURIComponent('/fr/news/list/world?page=2')}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/fr/news/list/world?page=2');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies).toHaveLength(1);
    const attributes = cookies[0]!.split(';').map((part) => part.trim());
    expect(attributes[0]).toBe('lang=fr');
    expect(attributes).toContain('Path=/');
    // A year (spec §9).
    expect(attributes).toContain('Max-Age=31536000');
    expect(attributes).toContain('SameSite=Lax');
    expect(attributes).toContain('HttpOnly');
    // Plain HTTP here; behind HTTPS (the trusted proxy's X-Forwarded-Proto) it is Secure.
    expect(attributes).not.toContain('Secure');
    const secure = await choose('/fr/language?next=/fr/news/list/world').set('X-Forwarded-Proto', 'https');
    expect((secure.headers['set-cookie'] as unknown as string[])[0]).toMatch(/; Secure/);
  });

  it('keeps the query of the page, as a search or a list page has one', async () => {
    const next = '/tw/news/list/world/Climate?page=3';
    const response = await choose(`/tw/language?next=${encodeURIComponent(next)}`);
    expect(response.headers.location).toBe(next);
  });

  it.each([
    ...HOSTILE_RETURN_PATHS,
    // A page of this site, but in another language than the one chosen.
    encodeURIComponent('/en/news/list/world'),
    // No language prefix, a bare host name, nothing at all, a repeated parameter.
    encodeURIComponent('/news/list/world'),
    'evil.example',
    '',
  ])('sends next=%s to the language\'s trending list instead', async (next) => {
    const response = await choose(`/es/language?next=${next}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/es/news/list/trending');
    expect(response.headers['set-cookie']?.[0]).toMatch(/^lang=es;/);
  });

  it('takes a repeated or missing next as no page', async () => {
    for (const path of ['/cn/language?next=/cn/news/list/world&next=/cn/news/list/sports', '/cn/language']) {
      const response = await choose(path);
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/cn/news/list/trending');
    }
  });

  it('is not a page for a language the site does not have', async () => {
    const response = await choose('/de/language?next=/de/news/list/world');
    expect(response.status).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leads the site root to the chosen language afterwards', async () => {
    const chosen = await choose('/tw/language?next=/tw/news/list/world');
    const cookie = (chosen.headers['set-cookie'] as unknown as string[])[0]!.split(';')[0]!;
    const root = await request(testApp.app).get('/').set('Cookie', cookie).redirects(0);
    expect(root.headers.location).toBe('/tw/news/list/trending');
  });

  it('leaves the pages themselves free of Set-Cookie, so shared caches may keep them', async () => {
    for (const path of ['/en/news/list/world', '/fr/news/list/trending', '/tw/about/AboutUS']) {
      const page = await request(testApp.app).get(path).set('Cookie', 'lang=fr');
      expect(page.status).toBe(200);
      expect(page.headers['set-cookie']).toBeUndefined();
      expect(page.headers['cache-control']).toMatch(/^public/);
    }
  });

  it('is kept out of robots\' way: every switch link only redirects to a page crawled anyway', async () => {
    const robots = await request(testApp.app).get('/robots.txt');
    for (const lang of ['en', 'cn', 'tw', 'es', 'fr']) expect(robots.text).toContain(`Disallow: /${lang}/language`);
  });
});
