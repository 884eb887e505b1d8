import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../shared/routes';
import { pageSearchText } from '../../shared/search';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';
import { siteDomCheck } from '../support/xss-dom-options';
import { hostileMarkup } from '../support/xss-dom-check';
import { hostileStories } from '../support/xss-stories';
import { XSS_VECTORS } from '../support/xss-vectors';

/** The server-rendered search page: what a reader without JavaScript and a crawler get. */

const CHECK = siteDomCheck('http://127.0.0.1');
let testApp: TestApp;

const stories = {
  en: newsItem({ title: 'Narwhal tusks puzzle Arctic biologists', summary: 'A narwhal survey found longer tusks.', postTime: daysAgo(1) }),
  es: newsItem({ lang: 'es', title: 'El ajolote vuelve a los canales de Xochimilco', summary: 'Los ajolotes regresan.', news: 'Texto.' }),
  fr: newsItem({ lang: 'fr', title: 'Le festival de Cornouaille bat des records', summary: 'La Cornouaille en fête.', news: 'Texte.' }),
  cn: newsItem({ lang: 'cn', type: 'technology', subtype: 'AI', title: '国产大模型在选举预测中表现亮眼', summary: '研究团队公布了选举预测结果。', news: '正文。' }),
  tw: newsItem({ lang: 'tw', type: 'technology', subtype: 'AI', title: '半導體產業鏈迎來新一輪投資', summary: '多家廠商宣布擴產計畫。', news: '內文。' }),
};
const queries = { en: 'narwhal', es: 'ajolote Xochimilco', fr: 'Cornouaille', cn: '选举', tw: '半导体' };
const marked = { en: ['Narwhal'], es: ['ajolote', 'Xochimilco'], fr: ['Cornouaille'], cn: ['选举'], tw: ['半導體'] };
const many = Array.from({ length: 23 }, (_, index) =>
  newsItem({ title: `Heatwave bulletin number ${index + 1} issued`, type: index < 3 ? 'health' : 'world', subtype: index < 3 ? 'Health' : 'Climate', postTime: daysAgo(index + 2), trendingScore: 60 }),
);
const trending = newsItem({ title: 'Trending story everyone reads today', postTime: daysAgo(0.1), trendingScore: 99 });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [...Object.values(stories), ...many, trending]);
});
afterAll(() => testApp.close());

async function page(path: string): Promise<{ status: number; html: string; document: Document }> {
  const response = await request(testApp.app).get(path);
  return { status: response.status, html: response.text, document: new JSDOM(response.text).window.document };
}

const results = (document: Document) => Array.from(document.querySelectorAll('.xn-results > li'));

describe('GET /{lang}/search', () => {
  it.each(Object.keys(stories) as (keyof typeof stories)[])('in %s, shows the story with its distinctive words first, its words marked', async (lang) => {
    const { status, document } = await page(`/${lang}/search?q=${encodeURIComponent(queries[lang])}`);
    expect(status).toBe(200);
    const [first] = results(document);
    const story = stories[lang];
    expect(first?.querySelector('h2 a')?.getAttribute('href')).toBe(articlePath(lang, story.title, story.id));
    expect(first?.querySelector('h2 a')?.textContent).toBe(story.title);
    expect(Array.from(first?.querySelectorAll('h2 mark') ?? []).map((mark) => mark.textContent)).toEqual(marked[lang]);
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
    expect(document.querySelector('.xn-search-total')?.textContent).toContain('1');
    expect(document.documentElement.lang).toBe({ en: 'en', es: 'es', fr: 'fr', cn: 'zh-Hans', tw: 'zh-Hant' }[lang]);
  });

  it('shows the total, the category, date, image and summary excerpt of each card, and pages through them', async () => {
    const first = await page('/en/search?q=heatwave');
    expect(first.document.querySelector('.xn-search-total')?.textContent).toBe('23 results for “heatwave”');
    expect(results(first.document)).toHaveLength(20);
    const card = results(first.document)[0];
    expect(card?.querySelector('.xn-result-kicker')?.textContent).toBe('Health');
    expect(card?.querySelector('time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(card?.querySelector('img')).not.toBeNull();
    expect(card?.querySelector('.xn-result-summary')?.textContent).toBe(many[0]?.summary);
    const next = first.document.querySelector('.xn-search-pages a[rel="next"]');
    expect(next?.getAttribute('href')).toBe('/en/search?q=heatwave&page=2');
    const second = await page('/en/search?q=heatwave&page=2');
    expect(results(second.document).map((item) => item.querySelector('h2 a')?.textContent)).toEqual(many.slice(20).map((item) => item.title));
    expect(second.document.querySelector('.xn-search-pages a[rel="prev"]')?.getAttribute('href')).toBe('/en/search?q=heatwave');
  });

  it('keeps the category and the order in the address, with a form that works without JavaScript', async () => {
    const { document } = await page('/en/search?q=heatwave&type=health&sort=recent');
    expect(results(document)).toHaveLength(3);
    expect(results(document).map((item) => item.querySelector('h2 a')?.textContent)).toEqual(many.slice(0, 3).map((item) => item.title));
    const form = document.querySelector('form.xn-search-filters');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/en/search');
    expect(form?.querySelector<HTMLSelectElement>('select[name="type"]')?.value).toBe('health');
    expect(form?.querySelector<HTMLSelectElement>('select[name="sort"]')?.value).toBe('recent');
    expect(form?.querySelector('button[type="submit"]')).not.toBeNull();
  });

  it('asks for words when there are none, and offers trending stories when nothing matched', async () => {
    const empty = await page('/en/search');
    expect(empty.status).toBe(200);
    expect(empty.document.querySelector('.xn-search-prompt')?.textContent).toBe('Type a few words to search every story.');
    expect(empty.document.title).toBe('Search – xnews');
    const none = await page('/fr/search?q=zzyzxquux');
    expect(none.document.querySelector('.xn-search-none p')?.textContent).toBe('Aucun article ne correspond à « zzyzxquux ». Vérifiez l’orthographe ou essayez avec moins de mots.');
    expect(none.document.querySelector('.xn-search-total')?.textContent).toBe('0 résultats pour « zzyzxquux »');
    const none2 = await page('/en/search?q=zzyzxquux');
    expect(Array.from(none2.document.querySelectorAll('.xn-search-trending a')).map((link) => link.textContent)).toContain(trending.title);
  });

  it('has the search control in the header of every page, and links the OpenSearch description', async () => {
    for (const path of ['/en/news/list/trending', '/fr/about/AboutUS', '/cn/search?q=选举']) {
      const { document } = await page(encodeURI(path));
      const form = document.querySelector('header form[role="search"]');
      expect(form?.getAttribute('action'), path).toBe(`/${path.split('/')[1]}/search`);
      const input = form?.querySelector('input[name="q"]');
      expect(document.querySelector(`label[for="${input?.id}"]`)?.textContent, path).toBeTruthy();
      expect(input?.getAttribute('role')).toBe('combobox');
      expect(document.querySelector('link[rel="search"]')?.getAttribute('href'), path).toBe(`/opensearch.xml?lang=${path.split('/')[1]}`);
    }
  });

  it('gives the list pages a WebSite with a SearchAction', async () => {
    const { document } = await page('/es/news/list/trending');
    const website = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((data) => data['@type'] === 'WebSite');
    expect(website.potentialAction).toEqual({
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: 'https://www.xnews.com/es/search?q={search_term_string}' },
      'query-input': 'required name=search_term_string',
    });
  });

  it('serves the OpenSearch description in the language asked for', async () => {
    const response = await request(testApp.app).get('/opensearch.xml?lang=tw');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/opensearchdescription\+xml/);
    expect(response.text).toContain('<Url type="text/html" method="get" template="https://www.xnews.com/tw/search?q={searchTerms}"/>');
    expect(response.text).toContain('<Language>zh-Hant</Language>');
    expect((await request(testApp.app).get('/opensearch.xml')).text).toContain('https://www.xnews.com/en/search?q={searchTerms}');
  });

  it('keeps the query when the language changes: the switcher swaps only the language', async () => {
    // The switcher (LanguageSwitcher.tsx) sends path, query and hash through swapLangInPath.
    const { swapLangInPath } = await import('../../shared/routes');
    expect(swapLangInPath('/en/search?q=%E9%80%89%E4%B8%BE&page=2', 'tw')).toBe('/tw/search?q=%E9%80%89%E4%B8%BE&page=2');
  });

  it('escapes the XSS corpus as queries: in the field, the title, the totals and the marked snippets', async () => {
    // Hostile stories too, so that some queries find marked hostile text.
    await ingest(testApp, hostileStories().slice(0, 30).map((story) => story.item));
    for (const vector of XSS_VECTORS) {
      const path = `/en/search?q=${encodeURIComponent(vector.payload)}`;
      const { status, html, document } = await page(path);
      expect(status, vector.name).toBe(200);
      expect(hostileMarkup(CHECK, document), vector.name).toEqual([]);
      if (vector.payload.includes('<')) expect(html.includes(vector.payload), vector.name).toBe(false);
      const q = pageSearchText(vector.payload);
      if (q) expect(document.querySelector<HTMLInputElement>('#xn-search-page-q')?.value, vector.name).toBe(q);
    }
  });
});
