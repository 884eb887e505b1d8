import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createTestApp, type TestApp } from '../support/test-app';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';

let testApp: TestApp;
const hostile = newsItem({ type: 'world', subtype: 'War', trendingScore: 90, title: 'Breaking </script><script>alert(1)</script> <!-- news' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [hostile]);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);

describe('routing (spec §2)', () => {
  it('redirects / to the trending list of the lang cookie, else the first language', async () => {
    const plain = await get('/');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/en/news/list/trending');
    expect(plain.headers['cache-control']).toBe('private, no-store');
    const french = await get('/').set('Cookie', 'lang=fr');
    expect(french.headers.location).toBe('/fr/news/list/trending');
    const unknown = await get('/').set('Cookie', 'lang=de');
    expect(unknown.headers.location).toBe('/en/news/list/trending');
  });

  it.each(['en', 'cn', 'tw', 'es', 'fr'])('replaces /%s with its trending list', async (lang) => {
    const response = await get(`/${lang}`);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`/${lang}/news/list/trending`);
  });

  it('sends addresses without a prefix to English, keeping the query', async () => {
    const response = await get('/news/list/world/Climate?page=2');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/en/news/list/world/Climate?page=2');
  });

  it.each([
    ['/en/nothing-here', 'en', 'Page Not Found'],
    ['/xx/news/list/world', 'en', 'Page Not Found'],
    ['/fr/news/list/cooking', 'fr', 'Page introuvable'],
    ['/en/news/list/world/Tennis', 'en', 'Page Not Found'],
  ])('answers %s with the not-found page and 404', async (path, lang, title) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    const notFound = testApp.site.translations[lang as 'en'].navigations.notFound;
    expect(notFound.title).toBe(title);
    expect(response.text).toContain(`<h1>${notFound.title}</h1>`);
    expect(response.text).toContain(notFound.subtitle);
    expect(response.text).toMatch(/<a[^>]*href="\/"[^>]*>/);
    expect(response.text).toContain('name="robots" content="noindex');
  });
});

describe('the document', () => {
  it.each([['en', 'en'], ['cn', 'zh-Hans'], ['tw', 'zh-Hant'], ['es', 'es'], ['fr', 'fr']])('sets html lang for /%s to %s', async (lang, tag) => {
    const response = await get(`/${lang}/news/list/world`);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${tag}"`));
  });

  it('puts the content in the first HTML and ships the query cache the browser hydrates from', async () => {
    const response = await get('/en/news/list/world');
    expect(response.text).toContain('Breaking');
    const data = /<script type="application\/json" id="__XNEWS__">(.*?)<\/script>/s.exec(response.text)?.[1];
    const bootstrap = JSON.parse(data ?? 'null');
    expect(bootstrap.config.siteName).toBe('xnews');
    const keys = bootstrap.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(['news-list']));
    // The translations are a file of their own, which the head preloads (translation-files.test.ts).
    expect(keys).not.toContain('messages');
    expect(bootstrap.queries.files).toEqual([{ queryKey: ['messages', 'en'], href: expect.stringMatching(/^\/xnews\/locales\/en\/shell\.json\?v=[\w-]{16}$/) }]);
  });

  it('escapes hostile text in the HTML and in the embedded JSON', async () => {
    const response = await get('/en/news/list/world');
    expect(response.text).not.toContain('<script>alert(1)</script>');
    expect(response.text).not.toContain('<!-- news');
    // Every script element in the page is one we put there: the holder of early taps, the module
    // entry and our JSON data.
    const scripts = response.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.filter((tag) => tag === '<script>')).toHaveLength(1);
    expect(response.text).toContain(`<script>${loadAssetManifest().holder}</script>`);
    for (const tag of scripts.filter((tag) => tag !== '<script>')) expect(tag).toMatch(/type="module"|type="application\/json"|type="application\/ld\+json"/);
  });

  it('loads every executable script but the holder of early taps from a file of this site, and sends a strict CSP the same for every reader', async () => {
    const response = await get('/en/news/list/world');
    const csp = response.headers['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'self' 'sha256-[\w+/]+={0,2}';/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|nonce-/);
    const executable = (response.text.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/application\/(ld\+)?json/.test(tag) && tag !== '<script>');
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag).toMatch(/ src="\/assets\/[^"]+\.js"/);
    const second = await get('/en/news/list/world');
    expect(second.headers['content-security-policy']).toBe(csp);
  });

  it('names the page module its entry imports once the page has loaded, and links the hashed stylesheet', async () => {
    const response = await get('/en/news/list/world');
    const tag = /<script type="module" async="" src="\/assets\/entry-client-[^"]+\.js"[^>]*>/.exec(response.text)?.[0] ?? '';
    // Imported beside the hydrating code, so that the router does not find it missing one round trip later.
    const { modules } = loadAssetManifest();
    expect(/ data-modules="([^"]+)"/.exec(tag)?.[1]).toBe(modules['client/pages/news-list/NewsListPage.tsx']?.[0]);
    expect(/ data-files="\/xnews\/locales\/en\/[^"]+\.json\?v=[^"]+"/.test(tag)).toBe(true);
    // Nothing of it is fetched before the page's own stylesheet and images (decision 032): the
    // only module preloaded is what the entry itself imports, so that it runs before the first paint.
    const { entryChunks } = loadAssetManifest();
    expect([...response.text.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((match) => match[1])).toEqual(entryChunks);
    expect(response.text).not.toMatch(/<link rel="preload" [^>]*as="fetch"/);
    expect(response.text).toMatch(/<link rel="stylesheet" href="\/assets\/entry-client-[^"]+\.css"/);
  });
});

describe('assets', () => {
  it('serves hashed assets immutable, brotli or gzip as accepted', async () => {
    const page = await get('/en/news/list/world');
    const entry = /src="(\/assets\/entry-client-[^"]+\.js)"/.exec(page.text)?.[1] ?? '';
    const brotli = await get(entry).set('Accept-Encoding', 'br, gzip');
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers['content-type']).toContain('javascript');
    const gzip = await get(entry).set('Accept-Encoding', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/no-such-file.js')).status).toBe(404);
  });

  it('compresses pages once, brotli to browsers that take it and gzip to the rest, the same page every time', async () => {
    const pages: string[] = [];
    // The first is rendered and kept, in both encodings; the rest are the kept copy.
    for (const encoding of ['gzip, deflate, br', 'gzip', 'br', 'identity', '']) {
      const response = await get('/en/news/list/world').set('Accept-Encoding', encoding);
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding'], encoding).toBe(encoding.includes('br') ? 'br' : encoding === 'gzip' ? 'gzip' : undefined);
      expect(response.headers.vary).toContain('Accept-Encoding');
      // supertest decodes either; the page is whole.
      expect(response.text.trimEnd()).toMatch(/<\/html>$/);
      pages.push(response.text);
    }
    expect(new Set(pages).size).toBe(1);
  });

  it('serves the favicon and the 600×60 publisher logo under the site path', async () => {
    expect((await get('/xnews/favicon.svg')).headers['content-type']).toContain('image/svg+xml');
    const logo = await get('/xnews/logo-600x60.png');
    expect(logo.status).toBe(200);
    expect(logo.body.readUInt32BE(16)).toBe(600);
    expect(logo.body.readUInt32BE(20)).toBe(60);
  });
});
