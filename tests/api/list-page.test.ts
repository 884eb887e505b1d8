import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { LIST_SLUG_LENGTH } from '../../shared/slug';
import { articlePath } from '../../shared/routes';
import { TAXONOMY, type NewsType } from '../../shared/taxonomy';
import type { NewsItem } from '../../shared/types';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { storeDemoImages } from '../support/demo-media';
import { createTestApp, type TestApp } from '../support/test-app';

/** The server-rendered news list (spec §2, "Header, footer, head"): what crawlers and first paints get. */

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DOMAIN = 'https://www.xnews.com';

let testApp: TestApp;
// Newest and hottest, so it leads trending and world: its '<' must not break the JSON-LD script.
const hostile = newsItem({
  type: 'world',
  subtype: 'War',
  postTime: daysAgo(0.01),
  trendingScore: 100,
  title: 'Truce </script><script>alert(1)</script> holds as talks resume',
});
let emptySubtype: { type: NewsType; subtype: string };

const page = (path: string, userAgent = DESKTOP_UA) => request(testApp.app).get(path).set('User-Agent', userAgent);
const apiList = async (query: Record<string, string>) => (await request(testApp.app).get('/api/public/xnews/list').query(query)).body as NewsItem[];

/** The attributes of every tag of a name, as maps; enough for React's well-formed output. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)) attributes[attribute[1]!.toLowerCase()] = attribute[2] ?? '';
    return attributes;
  });
}
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const meta = (html: string, key: string) => tags(headOf(html), 'meta').find((tag) => tag.name === key || tag.property === key)?.content;
const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#x27;/g, "'");
const articles = (html: string) => html.match(/<article\b/g)?.length ?? 0;
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => match[1] ?? '');

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.db, { count: 300 });
  await ingest(testApp, [hostile]);
  await storeDemoImages(testApp);
  // A subtype with no stories in French, for the empty text.
  for (const [type, subtypes] of Object.entries(TAXONOMY) as [NewsType, readonly string[]][]) {
    for (const subtype of subtypes) {
      if (!emptySubtype && (await apiList({ lang: 'fr', type, subtype, size: '1' })).length === 0) emptySubtype = { type, subtype };
    }
  }
});
afterAll(() => testApp?.close());

describe('news list routes', () => {
  it.each(['/en/news/list/world', '/en/news/list/trending', '/en/news/list', '/en/news/list/world/War', '/en/news/list/world/war', '/cn/news/list/business/Economy', '/fr/news/list/sports'])(
    'answers %s with 200',
    async (path) => {
      expect((await page(path)).status).toBe(200);
    },
  );

  it.each(['/en/news/list/cooking', '/en/news/list/world/Tennis', '/xx/news/list/world', '/de/news/list/world', '/en/news/list/world/War/extra'])('answers %s with 404', async (path) => {
    const response = await page(path);
    expect(response.status).toBe(404);
    expect(response.text).toContain('noindex');
    expect(articles(response.text)).toBe(0);
  });
});

describe('the first page', () => {
  it('holds exactly the first page at the server page size: 9 for a desktop', async () => {
    const response = await page('/en/news/list/world');
    const expected = await apiList({ lang: 'en', type: 'world', page: '1', size: '9' });
    expect(expected).toHaveLength(9);
    expect(articles(response.text)).toBe(9);
    const hrefs = tags(response.text, 'a').map((tag) => tag.href ?? '');
    for (const item of expected) expect(hrefs.some((href) => href.startsWith('/en/news/analysis/') && href.endsWith(`-${item.id}`))).toBe(true);
    // The featured story is the first of the page.
    expect(response.text.indexOf(expected[0]!.id)).toBeLessThan(response.text.indexOf(expected[1]!.id));
    // The browser gets the same page in its cache, and nothing more.
    const bootstrap = JSON.parse(/<script type="application\/json" id="__XNEWS__">(.*?)<\/script>/s.exec(response.text)?.[1] ?? 'null');
    const listKeys = bootstrap.queries.queries.map((query: { queryKey: unknown[] }) => query.queryKey).filter((key: unknown[]) => key[0] === 'news-list');
    expect(listKeys).toEqual([['news-list', 'en', 'world', null, 1, 9]]);
    expect(bootstrap.pageSize).toBe(9);
  });

  it('holds 4 stories for a phone, by user agent or by the page-size cookie', async () => {
    expect(articles((await page('/en/news/list/world', MOBILE_UA)).text)).toBe(4);
    expect(articles((await page('/en/news/list/world').set('Cookie', 'xn_ps=4')).text)).toBe(4);
    expect(articles((await page('/en/news/list/world', MOBILE_UA).set('Cookie', 'xn_ps=7')).text)).toBe(7);
  });

  it('shows card texts: subtype label, linked title, date, handle, cut summary and outlines', async () => {
    const [featured, second] = await apiList({ lang: 'en', type: 'world', page: '1', size: '9' });
    const html = decode((await page('/en/news/list/world')).text);
    expect(html).toContain(featured!.title);
    expect(html).toContain('>Featured<');
    const date = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(second!.postTime * 1000));
    expect(html).toContain(`>${date}</time>`);
    expect(html).toContain(second!.user_id.slice(0, 18));
    expect(html).toContain(`${Array.from(second!.summary).slice(0, 50).join('').trimEnd()}…`);
    // Cards show outlines two to five; the featured story its first five.
    expect(html).toContain(`<li>${second!.outlines[1]}</li>`);
    expect(html).not.toContain(`<li>${second!.outlines[0]}</li>`);
    expect(html).toContain(`<li>${featured!.outlines[0]}</li>`);
  });

  it('shows the breadcrumb as a labelled nav with an ordered list, its last part the h1', async () => {
    const html = (await page('/en/news/list/world/War')).text;
    const nav = /<nav class="xn-breadcrumb" aria-label="[^"]+"><ol>(.*?)<\/ol><\/nav>/s.exec(html)?.[1] ?? '';
    const links = tags(nav, 'a');
    expect(links.map((link) => link.href)).toEqual(['/en/news/list/world', '/en/news/list/world/War']);
    expect(links[1]!['aria-current']).toBe('page');
    expect(nav).toMatch(/<h1 class="xn-breadcrumb-heading"><a[^>]*>War<\/a><\/h1>/);
    expect(nav).toContain('>World</a>');
    const chinese = (await page('/cn/news/list/world/War')).text;
    expect(chinese).toContain('>国际</a>');
  });

  it("links every subcategory of the list's category, without JavaScript, where the header's closed menus link none", async () => {
    for (const path of ['/en/news/list/world', '/en/news/list/world/War']) {
      const html = (await page(path)).text;
      const nav = /<nav class="xn-subcategories" aria-label="Subcategories"><ul>(.*?)<\/ul><\/nav>/s.exec(html)?.[1] ?? '';
      const links = tags(nav, 'a');
      expect(links.map((link) => link.href)).toEqual(TAXONOMY.world.map((subtype) => `/en/news/list/world/${subtype}`));
      expect(links.filter((link) => link['aria-current'] === 'page').map((link) => link.href)).toEqual(path.endsWith('War') ? ['/en/news/list/world/War'] : []);
      // The header's submenus are rendered empty until opened.
      expect(/<header.*<\/header>/s.exec(html)?.[0]).not.toContain('/en/news/list/world/War"');
    }
    expect((await page('/cn/news/list/sports')).text).toContain('<nav class="xn-subcategories" aria-label="子分类">');
  });

  it('links the archive and trending buttons', async () => {
    const buttons = (html: string) => Object.fromEntries(
      [...html.matchAll(/<a class="xn-button[^"]*" href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [decode(match[2]!), match[1]]),
    );
    expect(buttons((await page('/es/news/list/world')).text)).toEqual({
      'Ver archivo de noticias': '/es/news/archive/category/world',
      'Noticias en tendencia': '/es/news/list/trending',
    });
    expect(buttons((await page('/en/news/list/trending')).text)).toEqual({ 'View News Archive': '/en/news/archive', 'Trending News': '/en/news/list/trending' });
  });

  it('shows the empty text for a list with no stories', async () => {
    expect(emptySubtype).toBeDefined();
    const response = await page(`/fr/news/list/${emptySubtype.type}/${emptySubtype.subtype}`);
    expect(response.status).toBe(200);
    const typeLabel = testApp.site.translations.fr.navigations.header[emptySubtype.type];
    expect(decode(response.text)).toContain(`Aucune actualité disponible aujourd’hui pour ${typeLabel}`);
    expect(articles(response.text)).toBe(0);
  });
});

describe('images', () => {
  it('gives every image a srcset of the three variants, sizes and explicit dimensions', async () => {
    const images = tags((await page('/en/news/list/world')).text, 'img');
    expect(images).toHaveLength(9);
    for (const image of images) {
      expect(image.srcset).toMatch(/^\/media\/([0-9a-f]{64})\/small 480w, \/media\/\1\/medium 768w, \/media\/\1\/large 1024w$/);
      expect(image.src).toMatch(/^\/media\/[0-9a-f]{64}\/medium$/);
      expect(image.sizes).toBeTruthy();
      expect(image.width).toBe('1024');
      expect(image.height).toBe('576');
      expect(image.alt).toBeTruthy();
    }
  });

  it('loads the featured image at once with high priority, and the others lazily', async () => {
    const [featured, ...others] = tags((await page('/en/news/list/world')).text, 'img');
    expect(featured!.fetchpriority).toBe('high');
    expect(featured!.loading).not.toBe('lazy');
    for (const image of others) {
      expect(image.loading).toBe('lazy');
      expect(image.decoding).toBe('async');
      expect(image.fetchpriority).toBeUndefined();
    }
  });

  it('preloads the featured image from the head with fetchpriority high', async () => {
    const html = (await page('/en/news/list/world')).text;
    const [featured] = tags(html, 'img');
    const preloads = tags(headOf(html), 'link').filter((link) => link.rel === 'preload' && link.as === 'image');
    expect(preloads).toHaveLength(1);
    expect(preloads[0]!.imagesrcset).toBe(featured!.srcset);
    expect(preloads[0]!.imagesizes).toBe(featured!.sizes);
    expect(preloads[0]!.fetchpriority).toBe('high');
  });
});

describe('the head', () => {
  it('states title, description and keywords in the page language', async () => {
    const english = (await page('/en/news/list/world')).text;
    expect(english).toContain('<title>World News | xnews</title>');
    expect(meta(english, 'description')).toBe('The latest World news from around the world, updated in real time and independently analysed.');
    expect(meta(english, 'keywords')).toBe(testApp.site.translations.en.navigations.home.keywords);
    const subtype = (await page('/en/news/list/world/War')).text;
    expect(decode(subtype)).toContain('<title>War · World News | xnews</title>');
    const chinese = (await page('/cn/news/list/world')).text;
    expect(chinese).toContain('<title>国际新闻 | xnews</title>');
    expect(meta(chinese, 'keywords')).toBe(testApp.site.translations.cn.navigations.home.keywords);
  });

  it.each([['en', 'en'], ['cn', 'zh-Hans'], ['tw', 'zh-Hant'], ['es', 'es'], ['fr', 'fr']])('sets html lang for /%s to %s', async (lang, tag) => {
    expect((await page(`/${lang}/news/list/trending`)).text).toMatch(new RegExp(`^<!DOCTYPE html><html lang="${tag}"`));
  });

  it('links the canonical address, without ?page, and the hreflang alternates', async () => {
    const html = (await page('/cn/news/list/world?page=3')).text;
    const links = tags(headOf(html), 'link');
    expect(links.filter((link) => link.rel === 'canonical').map((link) => link.href)).toEqual([`${DOMAIN}/cn/news/list/world`]);
    const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang, link.href]));
    expect(alternates).toEqual({
      en: `${DOMAIN}/en/news/list/world`,
      'zh-Hans': `${DOMAIN}/cn/news/list/world`,
      'zh-Hant': `${DOMAIN}/tw/news/list/world`,
      es: `${DOMAIN}/es/news/list/world`,
      fr: `${DOMAIN}/fr/news/list/world`,
      'x-default': `${DOMAIN}/en/news/list/world`,
    });
    const lower = tags(headOf((await page('/en/news/list/world/war')).text), 'link');
    expect(lower.find((link) => link.rel === 'canonical')?.href).toBe(`${DOMAIN}/en/news/list/world/War`);
  });

  it('marks subtype lists noindex, and only them', async () => {
    expect(meta((await page('/en/news/list/world')).text, 'robots')).toMatch(/^index, follow/);
    expect(meta((await page('/en/news/list/trending')).text, 'robots')).toMatch(/^index, follow/);
    expect(meta((await page('/en/news/list/world/War')).text, 'robots')).toMatch(/^noindex/);
    expect(meta((await page('/tw/news/list/business/Economy')).text, 'robots')).toMatch(/^noindex/);
  });

  it('has Open Graph and Twitter card tags, with the featured image as an absolute URL', async () => {
    const html = (await page('/en/news/list/world')).text;
    const [featured] = tags(html, 'img');
    const image = `${DOMAIN}${featured!.src!.replace(/\/medium$/, '/large')}`;
    expect(meta(html, 'og:title')).toBe('World News | xnews');
    expect(meta(html, 'og:description')).toBe(meta(html, 'description'));
    expect(meta(html, 'og:url')).toBe(`${DOMAIN}/en/news/list/world`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:site_name')).toBe('xnews');
    expect(meta(html, 'og:image')).toBe(image);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:title')).toBe('World News | xnews');
    expect(meta(html, 'twitter:image')).toBe(image);
  });

  it('describes the site as a WebSite in JSON-LD, escaped so that no story text can close the script', async () => {
    const html = (await page('/cn/news/list/world')).text;
    const scripts = jsonLd(html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script).not.toContain('<');
    const data = scripts.map((script) => JSON.parse(script) as Record<string, unknown>);
    expect(data.find((entry) => entry['@type'] === 'WebSite')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: 'xnews',
      url: DOMAIN,
      inLanguage: 'zh-Hans',
      publisher: {
        '@type': 'Organization',
        name: 'xnews',
        url: DOMAIN,
        logo: { '@type': 'ImageObject', url: `${DOMAIN}/xnews/logo-600x60.png`, width: 600, height: 60 },
      },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${DOMAIN}/cn/search?q={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
    // The English list leads with the hostile title, in an ItemList of the page's stories.
    const englishHtml = (await page('/en/news/list/world')).text;
    expect(englishHtml).not.toContain('<script>alert(1)</script>');
    const englishScripts = jsonLd(englishHtml);
    for (const script of englishScripts) expect(script).not.toContain('<');
    const english = englishScripts.map((script) => JSON.parse(script) as { '@type': string; itemListElement?: { name: string; url: string; position: number }[] });
    const list = english.find((entry) => entry['@type'] === 'ItemList');
    expect(list?.itemListElement).toHaveLength(9);
    expect(list?.itemListElement?.[0]).toEqual({ '@type': 'ListItem', position: 1, name: hostile.title, url: `${DOMAIN}${articlePath('en', hostile.title, hostile.id, LIST_SLUG_LENGTH)}` });
  });
});
