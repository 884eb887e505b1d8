import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedRoutes } from '../../server/bff/feeds/feed-routes';
import { sitemapPartCount, sitemapPartRange } from '../../server/bff/feeds/sitemap-parts';
import { demoImageUrl } from '../../demo/demo-image-addresses';
import { seedDemo } from '../../demo/seed-demo';
import { errorHandler } from '../../server/errors/error-handler';
import { databaseFeedService } from '../../server/services/feeds/feed-service';
import { articlePath } from '../../shared/routes';
import type { NewsItemInput } from '../../shared/types';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { childText, childrenNS, parseXml } from '../support/parse-xml';
import { storeDemoImages } from '../support/demo-media';
import { createTestApp, type TestApp } from '../support/test-app';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const IMAGE_NS = 'http://www.google.com/schemas/sitemap-image/1.1';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const DOMAIN = 'https://www.xnews.com';
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
const SUBTYPE_LIST = /\/news\/list\/[^/]+\/[^/]+$/;

/** A story in three languages, posted yesterday, with an image of ours and one elsewhere. */
const world = newsItem({
  type: 'world',
  subtype: 'War',
  title: 'Ceasefire talks resume in Geneva [1] after weeks',
  trendingScore: 80,
  postTime: daysAgo(1),
  img_urls: [demoImageUrl('world-1'), 'https://images.example.com/photo.jpg?size=large&v=2'],
});
const worldCn = translated(world, 'cn', '日内瓦停火谈判在数周后恢复');
const worldTw = translated(world, 'tw', '日內瓦停火談判在數週後恢復');
/** A story in French and Spanish only, three days old. */
const frenchOnly = newsItem({ lang: 'fr', type: 'business', subtype: 'Markets', title: 'Les bourses européennes en hausse', postTime: daysAgo(3) });
const spanishToo = translated(frenchOnly, 'es', 'Las bolsas europeas suben');
const justInside = newsItem({ title: 'Posted forty-seven hours ago', postTime: daysAgo(47 / 24) });
const justOutside = newsItem({ title: 'Posted forty-nine hours ago', postTime: daysAgo(49 / 24) });
const HOSTILE_TITLE = 'Rates </title><script>alert(1)</script> ]]> & "more" \u0001\u000b\uFFFE done';
const hostile = newsItem({ title: HOSTILE_TITLE, postTime: daysAgo(0.1) });
/** January 2024, before the demo set begins: five English stories, for splitting a month. */
const january: NewsItemInput[] = [1, 2, 3, 4, 5].map((day) =>
  newsItem({ type: 'health', subtype: 'Medicine', title: `Hospital study number ${day} published`, postTime: Date.UTC(2024, 0, day * 5, 12) / 1000 }),
);

let testApp: TestApp;
let demoImage: (key: string) => string;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.db, { count: 300 });
  await ingest(testApp, [world, worldCn, worldTw, frenchOnly, spanishToo, justInside, justOutside, hostile, ...january]);
  demoImage = await storeDemoImages(testApp);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const pathOf = (url: string) => url.slice(DOMAIN.length);

async function fetchXml(path: string): Promise<Document> {
  const response = await get(path);
  expect(response.status, path).toBe(200);
  expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
  return parseXml(response.text);
}

interface UrlEntry {
  loc: string;
  lastmod: string | null;
  alternates: Record<string, string>;
  images: string[];
}

function urlEntries(document: Document): UrlEntry[] {
  const root = document.documentElement;
  expect(root.namespaceURI).toBe(SITEMAP_NS);
  expect(root.localName).toBe('urlset');
  return childrenNS(root, SITEMAP_NS, 'url').map((url) => {
    const lastmod = childrenNS(url, SITEMAP_NS, 'lastmod')[0]?.textContent ?? null;
    const alternates: Record<string, string> = {};
    for (const link of childrenNS(url, XHTML_NS, 'link')) {
      expect(link.getAttribute('rel')).toBe('alternate');
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    const images = childrenNS(url, IMAGE_NS, 'image').map((image) => childText(image, IMAGE_NS, 'loc'));
    return { loc: childText(url, SITEMAP_NS, 'loc'), lastmod, alternates, images };
  });
}

/** The sitemap index's entries, then every sitemap it names, fetched. */
async function crawl(): Promise<{ index: { loc: string; lastmod: string }[]; files: Map<string, UrlEntry[]> }> {
  const document = await fetchXml('/sitemap.xml');
  expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  expect(document.documentElement.localName).toBe('sitemapindex');
  const index = childrenNS(document.documentElement, SITEMAP_NS, 'sitemap').map((sitemap) => ({
    loc: childText(sitemap, SITEMAP_NS, 'loc'),
    lastmod: childText(sitemap, SITEMAP_NS, 'lastmod'),
  }));
  const files = new Map<string, UrlEntry[]>();
  for (const { loc } of index) files.set(loc, urlEntries(await fetchXml(pathOf(loc))));
  return { index, files };
}

let crawled: Awaited<ReturnType<typeof crawl>>;
const allEntries = () => [...crawled.files.values()].flat();
const entryFor = (loc: string) => allEntries().find((entry) => entry.loc === loc);
const articleUrl = (item: NewsItemInput) => `${DOMAIN}${articlePath(item.lang, item.title.replace(' [1]', ''), item.id)}`;

describe('/sitemap.xml and the sitemaps it names', () => {
  beforeAll(async () => {
    crawled = await crawl();
  });

  it('is an index of the pages sitemap and per-language, per-month sitemaps, each with a lastmod', () => {
    const locs = crawled.index.map((entry) => entry.loc);
    expect(locs[0]).toBe(`${DOMAIN}/sitemaps/pages.xml`);
    for (const entry of crawled.index) expect(entry.lastmod).toMatch(W3C_DATETIME);
    for (const loc of locs.slice(1)) expect(loc).toMatch(/^https:\/\/www\.xnews\.com\/sitemaps\/(en|cn|tw|es|fr)\/\d{6}(-\d+)?\.xml$/);
    expect(locs).toContain(`${DOMAIN}/sitemaps/en/202401.xml`);
    expect(locs).toContain(`${DOMAIN}/sitemaps/fr/${new Date(frenchOnly.postTime * 1000).toISOString().slice(0, 7).replace('-', '')}.xml`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('names only files that answer 200, hold at most 50,000 absolute https addresses on the domain, each once', () => {
    const seen = new Set<string>();
    for (const entries of crawled.files.values()) {
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.length).toBeLessThanOrEqual(50_000);
      for (const entry of entries) {
        expect(entry.loc.startsWith(`${DOMAIN}/`), entry.loc).toBe(true);
        expect(seen.has(entry.loc), entry.loc).toBe(false);
        seen.add(entry.loc);
        if (entry.lastmod !== null) expect(entry.lastmod).toMatch(W3C_DATETIME);
        for (const href of Object.values(entry.alternates)) expect(href.startsWith(`${DOMAIN}/`)).toBe(true);
        for (const image of entry.images) expect(image).toMatch(/^https:\/\//);
      }
    }
  });

  it('leaves out subtype lists, which are noindex', () => {
    for (const entry of allEntries()) {
      expect(entry.loc).not.toMatch(SUBTYPE_LIST);
      for (const href of Object.values(entry.alternates)) expect(href).not.toMatch(SUBTYPE_LIST);
    }
  });

  it('lists the static pages in every language: lists, about, contact, policies, archive', () => {
    const pages = crawled.files.get(`${DOMAIN}/sitemaps/pages.xml`) ?? [];
    const locs = pages.map((entry) => entry.loc);
    for (const lang of ['en', 'cn', 'tw', 'es', 'fr']) {
      for (const path of ['news/list/trending', 'news/list/world', 'news/list/lifestyle', 'about/AboutUS', 'about/contact', 'about/privacy', 'about/terms', 'news/archive', 'news/archive/category/world']) {
        expect(locs).toContain(`${DOMAIN}/${lang}/${path}`);
      }
    }
    expect(locs).toContain(`${DOMAIN}/en/news/archive/category/health/202401`);
    // Nobody has a January 2024 story in French: that month page is empty, so noindex.
    expect(locs).not.toContain(`${DOMAIN}/fr/news/archive/category/health/202401`);
    const world = pages.find((entry) => entry.loc === `${DOMAIN}/en/news/list/world`);
    expect(world?.alternates).toEqual({
      en: `${DOMAIN}/en/news/list/world`,
      'zh-Hans': `${DOMAIN}/cn/news/list/world`,
      'zh-Hant': `${DOMAIN}/tw/news/list/world`,
      es: `${DOMAIN}/es/news/list/world`,
      fr: `${DOMAIN}/fr/news/list/world`,
      'x-default': `${DOMAIN}/en/news/list/world`,
    });
    expect(pages.find((entry) => entry.loc === `${DOMAIN}/en/news/archive/category/health/202401`)?.alternates).toEqual({
      en: `${DOMAIN}/en/news/archive/category/health/202401`,
      'x-default': `${DOMAIN}/en/news/archive/category/health/202401`,
    });
  });

  it('lists only pages that render as indexable, with the sitemap address as their canonical', async () => {
    const english = (crawled.files.get(`${DOMAIN}/sitemaps/pages.xml`) ?? []).map((entry) => entry.loc).filter((loc) => loc.startsWith(`${DOMAIN}/en/`));
    // Every kind of page; of the many archive months, a few (one of them the January 2024 test month).
    const archiveMonth = /\/archive\/category\/[a-z]+\/\d{6}$/;
    const months = english.filter((loc) => archiveMonth.test(loc));
    const pages = [...english.filter((loc) => !archiveMonth.test(loc)), ...months.slice(0, 3), `${DOMAIN}/en/news/archive/category/health/202401`];
    const articles = [world, justInside, hostile, ...january].map(articleUrl);
    for (const loc of [...pages, ...articles]) {
      const page = await get(pathOf(loc));
      expect(page.status, loc).toBe(200);
      expect(page.text, loc).toContain('<meta name="robots" content="index, follow');
      expect(page.text, loc).toContain(`<link rel="canonical" href="${loc.replace(/&/g, '&amp;')}"/>`);
    }
  });

  it('gives an article its alternates in every language it exists in, x-default English, and its images', async () => {
    const entry = entryFor(articleUrl(world));
    expect(entry).toBeDefined();
    expect(entry?.lastmod).toMatch(W3C_DATETIME);
    expect(entry?.alternates).toEqual({
      en: articleUrl(world),
      'zh-Hans': `${DOMAIN}/cn/news/analysis/${world.id}`,
      'zh-Hant': `${DOMAIN}/tw/news/analysis/${world.id}`,
      'x-default': articleUrl(world),
    });
    // The stored image by the site's own address; the other is left out until the site has stored its copy (this app has no copier).
    expect(entry?.images).toEqual([`${DOMAIN}${demoImage('world-1')}`]);
    // The Chinese versions are listed in their own sitemaps with the same alternates.
    expect(entryFor(`${DOMAIN}/cn/news/analysis/${world.id}`)?.alternates).toEqual(entry?.alternates);
    // And the article page's own head names the same alternates.
    const page = await get(pathOf(articleUrl(world)));
    const head = Object.fromEntries([...page.text.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1], match[2]]));
    expect(head).toEqual(entry?.alternates);
  });

  it('gives no x-default to a story without English', () => {
    const french = entryFor(articleUrl(frenchOnly));
    expect(french?.alternates).toEqual({ es: articleUrl(spanishToo), fr: articleUrl(frenchOnly) });
    expect(entryFor(`${DOMAIN}/en/news/analysis/${frenchOnly.id}`)).toBeUndefined();
  });

  it('slugs a hostile title in the address', async () => {
    const entry = entryFor(articleUrl(hostile));
    expect(entry?.loc).toBe(`${DOMAIN}/en/news/analysis/rates-title-script-alert-1-scr-${hostile.id}`);
  });

  it('answers 404 in JSON for a language the site lacks, a month without stories, a part past the last, a bad name', async () => {
    for (const path of ['/sitemaps/de/202506.xml', '/sitemaps/en/202513.xml', '/sitemaps/en/199001.xml', '/sitemaps/en/202401-2.xml', '/sitemaps/en/202401-1.xml', '/sitemaps/en/latest.xml']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toEqual({ error: 'not_found', message: expect.stringContaining('No sitemap at') });
    }
  });

  it('is public and cacheable, with an ETag that answers 304', async () => {
    const first = await get('/sitemap.xml');
    expect(first.headers['cache-control']).toBe('public, max-age=300, s-maxage=900, stale-while-revalidate=3600, stale-if-error=86400');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/sitemap.xml').set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('files each file at the edge under what it lists (decision 037): any story for the index, a month for a month', async () => {
    expect((await get('/sitemap.xml')).headers['surrogate-key']).toBe('news');
    // January 2024, of this file's own stories.
    const month = (await get('/sitemaps/en/202401.xml')).headers;
    const start = Date.UTC(2024, 0, 1) / 1000;
    expect([month['surrogate-key'], month['cache-tag']]).toEqual([`archive:en:all:${start}`, `archive:en:all:${start}`]);
    // The news sitemap shows every language's newest stories: each language's widest list.
    expect(String((await get('/news-sitemap.xml')).headers['surrogate-key']).split(' ')).toEqual(['en', 'cn', 'tw', 'es', 'fr'].map((lang) => `list:${lang}:all:all:0`));
  });
});

describe('splitting a month', () => {
  it('counts the files a month needs at a given size', () => {
    expect(sitemapPartCount(0, 50_000)).toBe(0);
    expect(sitemapPartCount(1, 50_000)).toBe(1);
    expect(sitemapPartCount(50_000, 50_000)).toBe(1);
    expect(sitemapPartCount(50_001, 50_000)).toBe(2);
    expect(sitemapPartRange(3, 50_000)).toEqual({ offset: 100_000, limit: 50_000 });
    expect(() => sitemapPartCount(10, 0)).toThrow(RangeError);
  });

  it('splits a month into numbered parts that together hold each story once, oldest first', async () => {
    const app = express().use(feedRoutes(databaseFeedService(testApp.db), testApp.site, { urlsPerSitemap: 2 })).use(errorHandler);
    const index = parseXml((await request(app).get('/sitemap.xml')).text);
    const locs = childrenNS(index.documentElement, SITEMAP_NS, 'sitemap').map((sitemap) => childText(sitemap, SITEMAP_NS, 'loc'));
    const january2024 = locs.filter((loc) => loc.includes('/sitemaps/en/202401'));
    expect(january2024).toEqual([`${DOMAIN}/sitemaps/en/202401.xml`, `${DOMAIN}/sitemaps/en/202401-2.xml`, `${DOMAIN}/sitemaps/en/202401-3.xml`]);
    const parts = [];
    for (const loc of january2024) {
      const response = await request(app).get(pathOf(loc));
      expect(response.status).toBe(200);
      parts.push(urlEntries(parseXml(response.text)).map((entry) => entry.loc));
    }
    expect(parts.map((part) => part.length)).toEqual([2, 2, 1]);
    expect(parts.flat()).toEqual(january.map(articleUrl));
    expect((await request(app).get('/sitemaps/en/202401-4.xml')).status).toBe(404);
  });
});

describe('/news-sitemap.xml', () => {
  let entries: { loc: string; name: string; language: string; date: string; title: string }[];
  beforeAll(async () => {
    const response = await get('/news-sitemap.xml');
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600, stale-if-error=86400');
    const document = parseXml(response.text);
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
    entries = childrenNS(document.documentElement, SITEMAP_NS, 'url').map((url) => {
      const news = childrenNS(url, NEWS_NS, 'news')[0];
      const publication = news && childrenNS(news, NEWS_NS, 'publication')[0];
      if (!news || !publication) throw new Error('a news:news with a news:publication');
      return {
        loc: childText(url, SITEMAP_NS, 'loc'),
        name: childText(publication, NEWS_NS, 'name'),
        language: childText(publication, NEWS_NS, 'language'),
        date: childText(news, NEWS_NS, 'publication_date'),
        title: childText(news, NEWS_NS, 'title'),
      };
    });
  });

  it('holds only articles of the last 48 hours, at most 1,000, newest first', () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(1000);
    const cutoff = Date.now() - 48 * 3600 * 1000;
    for (const entry of entries) {
      expect(entry.date).toMatch(W3C_DATETIME);
      expect(Date.parse(entry.date)).toBeGreaterThanOrEqual(cutoff - 60_000);
      expect(entry.loc.startsWith(`${DOMAIN}/`)).toBe(true);
    }
    const times = entries.map((entry) => Date.parse(entry.date));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const locs = entries.map((entry) => entry.loc);
    expect(locs).toContain(articleUrl(justInside));
    expect(locs).not.toContain(articleUrl(justOutside));
    expect(locs).not.toContain(articleUrl(frenchOnly));
  });

  it('names the publication and each version in the language codes Google expects', () => {
    const versions = entries.filter((entry) => entry.loc.endsWith(world.id));
    expect(versions.map((entry) => [entry.language, entry.title, entry.name])).toEqual([
      ['en', 'Ceasefire talks resume in Geneva after weeks', 'xnews'],
      ['zh-cn', worldCn.title, 'xnews'],
      ['zh-tw', worldTw.title, 'xnews'],
    ]);
    expect(versions[0]?.date).toBe(new Date(world.postTime * 1000).toISOString().replace('.000', ''));
  });

  it('carries a hostile title intact as text, without the characters XML cannot hold', () => {
    const entry = entries.find((candidate) => candidate.loc.endsWith(hostile.id));
    expect(entry?.title).toBe('Rates </title><script>alert(1)</script> ]]> & "more"  done');
  });
});

describe('/robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and account paths, and names both sitemaps', async () => {
    const response = await get('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toMatch(/^public, /);
    const lines = response.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/auth/', '/user/', '/oauth2/', '/profile', '/en/user/', '/cn/user/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${DOMAIN}/sitemap.xml`);
    expect(lines).toContain(`Sitemap: ${DOMAIN}/news-sitemap.xml`);
    expect(lines.filter((line) => line.startsWith('Disallow:')).some((line) => ['/', '/en/', '/sitemaps/', '/rss/', '/media/'].includes(line.slice(10)))).toBe(false);
  });
});
