import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { archiveCategories } from '../../shared/archive-months';
import { HREFLANG, type LangCode } from '../../shared/languages';
import { ingest } from '../support/ingest';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** The archive pages as the server renders them (spec §2, §8): landing, category, month, and what goes wrong. */

let testApp: TestApp;
const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);

const aprilLaw = newsItem({ type: 'politics', subtype: 'Law', postTime: at('2025-04-10T09:00:00Z'), title: 'Supreme court hears voting rights case' });
const aprilDebate = newsItem({ type: 'politics', subtype: 'Debate', postTime: at('2025-04-20T18:30:00Z'), title: 'Candidates clash over tax reform' });
const mayWorld = newsItem({ type: 'world', subtype: 'Climate', postTime: at('2025-05-05T12:00:00Z'), title: 'Glacier retreat speeds up in the Alps' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [aprilLaw, translated(aprilLaw, 'cn', '最高法院审理投票权案件'), aprilDebate, mayWorld]);
});
afterAll(() => testApp.close());

const get = (path: string) => request(testApp.app).get(path);
const t = (lang: LangCode) => testApp.site.translations[lang];

/** Text as React writes it into HTML. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
}

/** The page's main element, without the header, the footer and the translations shipped in the bootstrap JSON. */
function mainOf(page: string): string {
  return /<main\b[^>]*>(.*?)<\/main>/s.exec(page)?.[1] ?? '';
}

/** The hrefs of the links in the archive's grid, in order. */
function gridLinks(page: string): string[] {
  const grid = /<ul class="xn-archive-grid"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
  return [...grid.matchAll(/<a[^>]*href="([^"]+)"/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** The grid's link texts, in order. */
function gridLabels(page: string): string[] {
  const grid = /<ul class="xn-archive-grid"[^>]*>(.*?)<\/ul>/s.exec(page)?.[1] ?? '';
  return [...grid.matchAll(/<a[^>]*>([^<]*)<\/a>/g)].map((match) => match[1] ?? '');
}

function monthName(year: number, month: number, lang: LangCode): string {
  return new Intl.DateTimeFormat(HREFLANG[lang], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, 1));
}

/** The current UTC month by the real clock, and the landing's last month (the previous one in January). */
function clockMonths() {
  const now = new Date();
  const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  const landingLast = current.month === 1 ? { year: current.year - 1, month: 12 } : current;
  const code = ({ year, month }: { year: number; month: number }) => `${year}${String(month).padStart(2, '0')}`;
  return { current, landingLast, code };
}

function bootstrapKeys(page: string): string[] {
  const data = /<script type="application\/json" id="__XNEWS__">(.*?)<\/script>/s.exec(page)?.[1];
  const bootstrap = JSON.parse(data ?? 'null') as { queries: { queries: { queryKey: string[] }[] } };
  return bootstrap.queries.queries.map((query) => query.queryKey[0] ?? '');
}

describe('archive landing, /{lang}/news/archive', () => {
  it('lists the categories, every configured list but main and trending, lowercase and sorted', async () => {
    const response = await get('/en/news/archive');
    expect(response.status).toBe(200);
    const categories = gridLinks(response.text).map((href) => new URL(href, 'http://x').searchParams.get('category') ?? '');
    expect(categories).toEqual(archiveCategories(testApp.site.config.sites_news_lists));
    expect(categories).toEqual([...categories].sort());
    expect(categories.every((name) => name === name.toLowerCase())).toBe(true);
    expect(categories).not.toContain('main');
    expect(categories).not.toContain('trending');
    expect(categories).toEqual(['business', 'entertainment', 'health', 'lifestyle', 'politics', 'sports', 'technology', 'world']);
    expect(gridLinks(response.text)[0]).toBe('/en/news/archive?category=business');
    expect(response.text).toContain(html(t('en').archive.selectCategory));
    expect(response.text).toContain('<link rel="canonical" href="https://www.xnews.com/en/news/archive"/>');
    expect(response.text).toContain('hrefLang="zh-Hans" href="https://www.xnews.com/cn/news/archive"');
    expect(response.text).toContain('name="robots" content="index, follow');
    expect(mainOf(response.text)).not.toContain(t('en').archive.backToCategories);
  });

  it.each(['en', 'cn'] as const)('in %s, step two lists the months from 2025-04 through the current month, and Back to Categories', async (lang) => {
    const response = await get(`/${lang}/news/archive?category=politics`);
    expect(response.status).toBe(200);
    const { landingLast, code } = clockMonths();
    const links = gridLinks(response.text);
    expect(links[0]).toBe(`/${lang}/news/archive/category/politics/202504`);
    expect(links.at(-1)).toBe(`/${lang}/news/archive/category/politics/${code(landingLast)}`);
    const monthsSinceStart = (landingLast.year - 2025) * 12 + landingLast.month - 4 + 1;
    expect(links).toHaveLength(monthsSinceStart);
    expect(gridLabels(response.text)[0]).toBe(monthName(2025, 4, lang));
    expect(response.text).toContain(html(t(lang).archive.backToCategories));
    expect(response.text).toMatch(new RegExp(`<a[^>]*href="/${lang}/news/archive"[^>]*>${t(lang).archive.backToCategories}</a>`));
    expect(response.text).toContain(html(t(lang).archive.selectMonth));
    // Step two shows the category's months, whose one address is the category page.
    expect(response.text).toContain(`<link rel="canonical" href="https://www.xnews.com/${lang}/news/archive/category/politics"/>`);
  });

  it('shows step one for a category it does not know', async () => {
    const response = await get('/en/news/archive?category=cooking');
    expect(response.status).toBe(200);
    expect(gridLinks(response.text)[0]).toBe('/en/news/archive?category=business');
  });

  it('ships the server clock the months were counted from, for the browser to hydrate with', async () => {
    const response = await get('/en/news/archive?category=world');
    expect(bootstrapKeys(response.text)).toEqual(expect.arrayContaining(['archive-clock']));
  });

  it('answers an unknown language with the not-found page', async () => {
    const response = await get('/xx/news/archive');
    expect(response.status).toBe(404);
    expect(response.text).toContain(html(t('en').navigations.notFound.title));
  });
});

describe('archive category page, /{lang}/news/archive/category/{category}', () => {
  it.each(['en', 'cn', 'tw', 'fr'] as const)('in %s, lists the months from the configured start to the current month, named via Intl', async (lang) => {
    const response = await get(`/${lang}/news/archive/category/world`);
    expect(response.status).toBe(200);
    const { current, code } = clockMonths();
    const start = testApp.site.config.archive_start_year_month;
    const links = gridLinks(response.text);
    expect(links[0]).toBe(`/${lang}/news/archive/category/world/${code(start)}`);
    expect(links.at(-1)).toBe(`/${lang}/news/archive/category/world/${code(current)}`);
    const labels = gridLabels(response.text);
    expect(labels[0]).toBe(monthName(start.year, start.month, lang));
    expect(labels.at(-1)).toBe(monthName(current.year, current.month, lang));
    expect(response.text).toContain(`<h1 class="xn-archive-title">${html(t(lang).navigations.header.world)}</h1>`);
    expect(response.text).toMatch(new RegExp(`<a[^>]*href="/${lang}/news/archive"[^>]*>${html(t(lang).archive.backToArchive)}</a>`));
    expect(response.text).toContain(`<link rel="canonical" href="https://www.xnews.com/${lang}/news/archive/category/world"/>`);
  });

  it('names the months in Chinese and French', async () => {
    expect(gridLabels((await get('/cn/news/archive/category/world')).text)[0]).toBe('2025年4月');
    expect(gridLabels((await get('/tw/news/archive/category/world')).text)[0]).toBe('2025年4月');
    expect(gridLabels((await get('/fr/news/archive/category/world')).text)[0]).toBe('avril 2025');
    expect(gridLabels((await get('/es/news/archive/category/world')).text)[0]).toBe('abril de 2025');
  });

  it('takes trending, where the trending list archive leads, and any case of a category', async () => {
    expect((await get('/en/news/archive/category/trending')).status).toBe(200);
    const upper = await get('/en/news/archive/category/World');
    expect(upper.status).toBe(200);
    expect(upper.text).toContain('<link rel="canonical" href="https://www.xnews.com/en/news/archive/category/world"/>');
  });

  it.each([
    ['en', 'cooking'],
    ['cn', 'cooking'],
    ['en', 'main'],
  ] as const)('in %s, answers the category %s with Invalid category and 404', async (lang, category) => {
    const response = await get(`/${lang}/news/archive/category/${category}`);
    expect(response.status).toBe(404);
    expect(response.text).toContain(html(t(lang).archive.invalidCategory));
    expect(t('en').archive.invalidCategory).toBe('Invalid category');
    expect(response.text).toContain('name="robots" content="noindex');
    expect(response.text).not.toContain('class="xn-archive-grid"');
  });
});

describe('archive month page, /{lang}/news/archive/category/{category}/{yyyymm}', () => {
  it('lists the month, newest first, with subtype label, date and a link to the analysis', async () => {
    const response = await get('/en/news/archive/category/politics/202504');
    expect(response.status).toBe(200);
    const items = [...response.text.matchAll(/<li class="xn-archive-item">(.*?)<\/li>/gs)].map((match) => match[1] ?? '');
    expect(items).toHaveLength(2);
    expect(items[0]).toContain(`href="/en/news/analysis/${aprilDebate.id}"`);
    expect(items[0]).toContain('Candidates clash over tax reform');
    expect(items[0]).toContain(`>${t('en').navigations.subcategories.Debate}</span>`);
    expect(items[0]).toContain('<time dateTime="2025-04-20T18:30:00.000Z">Apr 20, 2025</time>');
    expect(items[1]).toContain(`href="/en/news/analysis/${aprilLaw.id}"`);
    expect(items[1]).toContain('Supreme court hears voting rights case');
    expect(response.text).toContain('<h1 class="xn-archive-title">Politics</h1>');
    expect(response.text).toContain('<p class="xn-archive-month">April 2025</p>');
    expect(response.text).toMatch(/<a[^>]*href="\/en\/news\/archive\/category\/politics"[^>]*>Back to Archive<\/a>/);
    expect(response.text).toContain('<title>Politics · April 2025 · News Archive | xnews</title>');
    const description = html(t('en').navigations.archive.archivemonth.metadescription.replace('{category}', 'Politics').replace('{month}', 'April 2025'));
    expect(response.text).toContain(`<meta name="description" content="${description}"/>`);
    expect(response.text).toContain('<link rel="canonical" href="https://www.xnews.com/en/news/archive/category/politics/202504"/>');
    expect(response.text).toContain('hrefLang="fr" href="https://www.xnews.com/fr/news/archive/category/politics/202504"');
    expect(response.text).toContain('name="robots" content="index, follow');
    expect(bootstrapKeys(response.text)).toContain('news-archive');
  });

  it('lists the month in Chinese, with Chinese links and labels', async () => {
    const response = await get('/cn/news/archive/category/politics/202504');
    expect(response.status).toBe(200);
    expect(response.text).toContain(`href="/cn/news/analysis/${aprilLaw.id}"`);
    expect(response.text).toContain('最高法院审理投票权案件');
    expect(response.text).toContain(`>${t('cn').navigations.subcategories.Law}</span>`);
    expect(response.text).toContain('<p class="xn-archive-month">2025年4月</p>');
    expect(response.text).toContain(`<h1 class="xn-archive-title">${t('cn').navigations.header.politics}</h1>`);
  });

  it.each(['en', 'cn'] as const)('in %s, says that a month without stories has none, with 200', async (lang) => {
    const response = await get(`/${lang}/news/archive/category/health/202504`);
    expect(response.status).toBe(200);
    expect(response.text).toContain(html(t(lang).archive.noNews));
    expect(t('en').archive.noNews).toBe('No news found for this category and month.');
    expect(response.text).not.toContain('class="xn-archive-list"');
  });

  it.each([
    ['en', '2025', '2025'],
    ['en', 'april-2025', 'april-2025'],
    ['en', '202513', '2025-13'],
    ['cn', '20254', '20254'],
    ['tw', 'abcdef', 'abcd-ef'],
  ] as const)('in %s, answers the month code %s with Invalid archive parameters. and 404, showing %s', async (lang, code, shown) => {
    const response = await get(`/${lang}/news/archive/category/politics/${code}`);
    expect(response.status).toBe(404);
    expect(response.text).toContain(html(t(lang).archive.invalidParams));
    expect(t('en').archive.invalidParams).toBe('Invalid archive parameters.');
    expect(response.text).toContain(`<code>${shown}</code>`);
    expect(response.text).toContain('name="robots" content="noindex');
  });

  it('answers an unknown category with Invalid category and 404', async () => {
    const response = await get('/en/news/archive/category/cooking/202504');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Invalid category');
  });

  it.each(['en', 'cn'] as const)('in %s, shows Unknown error in red when the month cannot be fetched, with 503', async (lang) => {
    const query = testApp.db.query.bind(testApp.db);
    const spy = vi.spyOn(testApp.db, 'query').mockImplementation(((sql: string, params?: unknown[]) =>
      sql.includes('FROM stories s') && sql.includes('JOIN story_versions')
        ? Promise.reject(new Error('relation "stories" is on fire'))
        : query(sql, params)) as typeof testApp.db.query);
    try {
      const response = await get(`/${lang}/news/archive/category/world/202505`);
      expect(response.status).toBe(503);
      expect(response.text).toContain(`<p class="xn-archive-error" role="alert">${html(t(lang).archive.error)}</p>`);
      expect(t('en').archive.error).toBe('Unknown error');
      // Database errors stay on the server.
      expect(response.text).not.toContain('on fire');
      expect(bootstrapKeys(response.text)).toContain('news-archive-failed');
    } finally {
      spy.mockRestore();
    }
    const recovered = await get(`/${lang}/news/archive/category/world/202505`);
    expect(recovered.status).toBe(200);
  });
});
