import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_PATHS } from '../support/hostile-return-paths';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Decision 039: GET /{lang}/theme/{auto|light|dark}?next=… and /{lang}/text-size/{default|large|larger}?next=…
 * record the reading preferences in their cookies (the unchosen value clears it) and send the
 * reader back; pages are drawn with them.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path).redirects(0);
const cookiesOf = (response: request.Response) => (response.headers['set-cookie'] as unknown as string[] | undefined) ?? [];
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';

describe('GET /{lang}/theme/{choice}', () => {
  it('sets the theme cookie for a year, readable by the page, and sends the reader back to the page', async () => {
    const response = await get(`/fr/theme/dark?next=${encodeURIComponent('/fr/news/list/world?page=2')}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/fr/news/list/world?page=2');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const attributes = cookiesOf(response)[0]!.split(';').map((part) => part.trim());
    expect(attributes[0]).toBe('xn_theme=dark');
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Max-Age=31536000', 'SameSite=Lax']));
    expect(attributes).not.toContain('HttpOnly');
  });

  it('clears the cookie for automatic', async () => {
    const response = await get('/en/theme/auto?next=/en/news/list/world');
    expect(response.headers.location).toBe('/en/news/list/world');
    expect(cookiesOf(response)[0]).toMatch(/^xn_theme=;.*Expires=Thu, 01 Jan 1970/);
  });

  it.each([...HOSTILE_RETURN_PATHS, 'evil.example', ''])('sends next=%s to the trending list instead', async (next) => {
    const response = await get(`/es/theme/light?next=${next}`);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/es/news/list/trending');
  });

  it('is not found for a scheme or a language the site does not have', async () => {
    expect((await get('/en/theme/sepia?next=/en')).status).toBe(404);
    expect((await get('/de/theme/dark?next=/en')).status).toBe(404);
  });
});

describe('GET /{lang}/text-size/{choice}', () => {
  it('sets the text size cookie for a year, and clears it for the default', async () => {
    const large = await get('/cn/text-size/larger?next=/cn/news/list/world');
    expect(large.status).toBe(303);
    expect(large.headers.location).toBe('/cn/news/list/world');
    expect(large.headers['cache-control']).toBe('private, no-store');
    expect(cookiesOf(large)[0]).toMatch(/^xn_size=larger; Max-Age=31536000; Path=\/; Expires=[^;]+; SameSite=Lax$/);
    expect(cookiesOf(await get('/cn/text-size/default?next=/cn'))[0]).toMatch(/^xn_size=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get('/cn/text-size/huge?next=/cn')).status).toBe(404);
  });
});

it('is kept out of robots\' way: every choice link only redirects to a page crawled anyway', async () => {
  const robots = await request(testApp.app).get('/robots.txt');
  for (const lang of ['en', 'cn', 'tw', 'es', 'fr']) {
    expect(robots.text).toContain(`Disallow: /${lang}/theme/`);
    expect(robots.text).toContain(`Disallow: /${lang}/text-size/`);
  }
});

describe('a page in the chosen colour scheme', () => {
  const page = '/en/news/list/world';
  it('is drawn in it on <html>, and kept apart from the page every anonymous reader shares', async () => {
    const dark = await get(page).set('Cookie', 'xn_theme=dark');
    const light = await get(page).set('Cookie', 'xn_theme=light');
    const automatic = await get(page);
    const odd = await get(page).set('Cookie', 'xn_theme=sepia');
    expect(htmlTag(dark.text)).toContain('data-theme="dark"');
    expect(htmlTag(light.text)).toContain('data-theme="light"');
    expect(htmlTag(automatic.text)).not.toContain('data-theme');
    expect(odd.text).toBe(automatic.text);
    // Each is served again from the page cache, never another reader's copy.
    expect((await get(page).set('Cookie', 'xn_theme=dark')).text).toBe(dark.text);
    expect((await get(page)).text).toBe(automatic.text);
    expect(automatic.headers['cache-control']).toMatch(/^public/);
  });

  it('is drawn in the chosen text size on <html>, beside the scheme, each its own page', async () => {
    const both = await get(page).set('Cookie', 'xn_theme=dark; xn_size=large');
    const size = await get(page).set('Cookie', 'xn_size=larger');
    expect(htmlTag(both.text)).toMatch(/data-theme="dark" data-text-size="large"/);
    expect(htmlTag(size.text)).toContain('data-text-size="larger"');
    expect(htmlTag(size.text)).not.toContain('data-theme');
    expect(htmlTag((await get(page).set('Cookie', 'xn_size=huge')).text)).not.toContain('data-text-size');
  });
});
