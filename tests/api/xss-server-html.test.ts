import { JSDOM, VirtualConsole } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatYearMonth } from '../../shared/archive-months';
import { stripFootnotes } from '../../shared/footnotes';
import { articlePath, briefPath } from '../../shared/routes';
import type { NewsItem } from '../../shared/types';
import { ingest } from '../support/ingest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { siteDomCheck } from '../support/xss-dom-options';
import { hostileMarkup } from '../support/xss-dom-check';
import { hostileAddresses, hostileStories, overflows, ownImageUrl, STORIES_PER_SUBTYPE, type HostileStory, type Overflow } from '../support/xss-stories';
import { XSS_VECTORS, type XssVector } from '../support/xss-vectors';

/**
 * The XSS corpus through the real ingest API and the server's renderer: every page
 * that shows a hostile story, and every page with a vector in its path or query, escapes it.
 * The HTML is parsed as a browser would (jsdom, no scripts run) and must hold no markup the
 * text could have made; the text must come back whole, so it was escaped rather than dropped.
 */

const ORIGIN = 'http://127.0.0.1';
const CHECK = siteDomCheck(ORIGIN);
const stories = hostileStories();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, stories.map((story) => story.item));
});
afterAll(() => testApp?.close());

interface Page {
  path: string;
  status: number;
  document: Document;
}

/** A page as the server sends it, after checking everything about it that holds for any page. */
async function serverPage(path: string, vectors: readonly XssVector[]): Promise<Page> {
  const response = await request(testApp.app).get(path);
  expect(response.status, path).toBeLessThan(500);
  if (response.status >= 300 && response.status < 400) {
    // Only to an address of this site: a path, never another host.
    expect(response.headers.location, path).toMatch(/^\/(?![/\\])[^\s]*$/);
    return serverPage(response.headers.location as string, vectors);
  }
  const html = response.text;
  const document = new JSDOM(html).window.document;
  expect(hostileMarkup(CHECK, document), path).toEqual([]);
  // The executable form of every vector is absent from the bytes, not merely neutralised by the parser.
  const raw = vectors.filter((vector) => vector.payload.includes('<') && html.includes(vector.payload)).map((vector) => vector.name);
  expect(raw, path).toEqual([]);
  // The page's own scripts are a file of this site and its holder of early taps (decisions 032
  // and 037); the data scripts hold no '<' and parse whole.
  for (const script of Array.from(document.querySelectorAll('script'))) {
    if (script.type === 'module') expect(script.getAttribute('src'), path).toMatch(/^\/assets\//);
    else if (script.type === '') expect(script.textContent, path).toBe(CHECK.ownScripts[0]);
    else {
      expect(script.textContent, path).not.toContain('<');
      expect(() => JSON.parse(script.textContent ?? ''), path).not.toThrow();
    }
  }
  return { path, status: response.status, document };
}

/** The stories in the bootstrap JSON's query cache, by id: what the browser will render from. */
function bootstrapStories(document: Document): Map<string, NewsItem> {
  const bootstrap = JSON.parse(document.getElementById('__XNEWS__')?.textContent ?? '{}') as { queries: { queries: { state: { data: unknown } }[] } };
  const found = new Map<string, NewsItem>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object' && 'id' in value && 'news' in value) found.set((value as NewsItem).id, value as NewsItem);
    else if (value && typeof value === 'object' && 'pages' in value) visit((value as { pages: unknown }).pages);
  };
  for (const query of bootstrap.queries.queries) visit(query.state.data);
  return found;
}

const texts = (document: Document, selector: string) => Array.from(document.querySelectorAll(selector), (element) => element.textContent ?? '');
/** HTML parsing turns every CR LF and lone CR into LF (HTML's input stream preprocessing): text read back has them so. */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');

describe('the ingest API and the corpus', () => {
  it(`holds at least 100 distinct vectors, spread over ${stories.length} stories with every vector in every field`, () => {
    expect(XSS_VECTORS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(XSS_VECTORS.map((vector) => vector.payload)).size).toBe(XSS_VECTORS.length);
    expect(stories.flatMap((story) => story.vectors.map((vector) => vector.name))).toEqual(XSS_VECTORS.map((vector) => vector.name));
    const refused = overflows();
    // Somewhere in a text, or one entry of a list; else refused in that field.
    const wholeOrRefused = (text: string | readonly string[], vector: XssVector, field: Overflow['field']) =>
      (typeof text === 'string' ? text.includes(vector.payload) : text.some((entry) => entry === vector.payload)) || refused.some((entry) => entry.vector === vector && entry.field === field);
    for (const { item, vectors } of stories) {
      for (const vector of vectors) {
        expect(item.news).toContain(vector.payload);
        expect(item.video_embed_link).toContain(vector.payload);
        expect(item.cita).toContain(`]: ${vector.payload}`);
        expect(item.img_urls).toContain(ownImageUrl(vector));
        // In the bounded fields whole, or cut to the cap there and refused whole (next test).
        expect(wholeOrRefused(item.title, vector, 'title'), vector.name).toBe(true);
        expect(wholeOrRefused(item.summary, vector, 'summary'), vector.name).toBe(true);
        expect(wholeOrRefused(item.outlines, vector, 'outlines'), vector.name).toBe(true);
        expect(wholeOrRefused(item.news_author.name, vector, 'news_author.name'), vector.name).toBe(true);
      }
    }
  });

  it('would see the live markup of every HTML vector in a page, were it not escaped', () => {
    // Strings aimed at filters, or at a serialise-and-parse round trip, rather than at the parser:
    // parsed once as HTML they are text, a comment or an attribute's value.
    const inertAsHtml = ['script-split', 'script-html-entities', 'script-cdata', 'unicode-fullwidth-script', 'unicode-small-form-script', 'mxss-backtick-attribute', 'mxss-comment-in-attribute'];
    // Hostile CSS does not parse, and jsdom would say so on the console.
    const quiet = { virtualConsole: new VirtualConsole() };
    const unseen = XSS_VECTORS.filter((vector) => vector.targets.includes('html'))
      .filter((vector) => hostileMarkup(CHECK, new JSDOM(`<main>${vector.payload}</main>`, quiet).window.document).length === 0)
      .map((vector) => vector.name);
    expect(unseen.sort()).toEqual(inertAsHtml.sort());
  });

  it('takes the site’s own theme style in the head (the CSP allows it by its hash), and no other, with or without a nonce', () => {
    const head = (style: string) => new JSDOM(`<html><head>${style}</head><body></body></html>`).window.document;
    expect(hostileMarkup(CHECK, head(`<style>${CHECK.ownStyles[0]}</style>`))).toEqual([]);
    expect(hostileMarkup(CHECK, head(`<style>${CHECK.ownStyles[0]} body{display:none}</style>`))).toHaveLength(1);
    expect(hostileMarkup(CHECK, head('<style nonce="n">p{}</style>'))).toHaveLength(1);
  });

  it('takes the site’s own holder of early taps in the head (the CSP allows it by its hash), and no other inline script', () => {
    const page = (head: string, body = '') => new JSDOM(`<html><head>${head}</head><body>${body}</body></html>`).window.document;
    expect(hostileMarkup(CHECK, page(`<script>${CHECK.ownScripts[0]}</script>`))).toEqual([]);
    expect(hostileMarkup(CHECK, page(`<script>${CHECK.ownScripts[0]};alert(1)</script>`))).toHaveLength(1);
    expect(hostileMarkup(CHECK, page('', `<script>${CHECK.ownScripts[0]}</script>`))).toHaveLength(1);
    expect(hostileMarkup(CHECK, page(`<script type="module">${CHECK.ownScripts[0]}</script>`))).toHaveLength(1);
  });

  it('refuses whole every form of a vector that a field does not take, naming the field', async () => {
    const refused = overflows();
    const items = refused.map(({ field, value }) => {
      if (field === 'news_author.name') return newsItem({ news_author: { name: value, url: '' } });
      if (field === 'outlines') return newsItem({ outlines: [value] });
      if (field === 'img_urls') return newsItem({ img_urls: [value] });
      return newsItem({ [field]: value });
    });
    const response = await request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`).send(items);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_items', message: `${items.length} item(s) are invalid; nothing was written.` });
    const reasons = (response.body as { items: { index: number; reasons: string[] }[] }).items;
    expect(reasons.map((entry) => entry.index)).toEqual(items.map((_, index) => index));
    reasons.forEach((entry, index) => {
      const field = refused[index]!.field;
      const own = new RegExp(`^${field.replace('.', '\\.')}(\\.0)?: `);
      expect(entry.reasons.length).toBeGreaterThan(0);
      expect(entry.reasons.filter((reason) => !own.test(reason)), `${refused[index]!.vector.name} in ${field}`).toEqual([]);
    });
  });
});

describe('server-rendered pages with the corpus in every field', () => {
  it.each(stories.map((story, index) => [index, story] as const))('escapes hostile story %i on its article and brief pages', async (_index, { item, vectors }: HostileStory) => {
    const article = await serverPage(articlePath('en', item.title, item.id), vectors);
    expect(article.status).toBe(200);
    const { document } = article;
    // The text comes back exactly as sent: escaped, not stripped.
    const title = asParsed(item.title);
    expect(texts(document, 'h1')).toEqual([title]);
    // The element's text: document.title would collapse its whitespace.
    expect(texts(document, 'head > title')).toEqual([`${title} | ${testApp.site.config.siteName}`]);
    expect(bootstrapStories(document).get(item.id)).toMatchObject({ ...item, avail_langs: ['en'] });
    expect(texts(document, '.xn-author-name').join(' ')).toContain(asParsed(item.news_author.name.trim()));
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as { author: { name: string }[] };
    expect(jsonLd.author[0]?.name).toBe(item.news_author.name.trim());
    expect(document.querySelector('.xn-article-body p')?.textContent).toBe(`Hostile story ${stories.findIndex((story) => story.item.id === item.id)} begins.`);

    const brief = await serverPage(briefPath('en', item.title, item.id), vectors);
    expect(brief.status).toBe(200);
    expect(texts(brief.document, '.xn-brief-outlines li')).toEqual(item.outlines.filter((outline) => outline.trim() !== '').map(asParsed));
    expect(texts(brief.document, '.xn-brief-section p')).toEqual([asParsed(item.summary)]);
  });

  it('escapes the hostile cards on the trending, category and subtype lists', async () => {
    const lists = new Map<string, HostileStory[]>();
    for (const story of stories) {
      const subtypeList = `/en/news/list/${story.item.type}/${story.item.subtype}`;
      lists.set(subtypeList, [...(lists.get(subtypeList) ?? []), story]);
    }
    for (const [path, onIt] of lists) {
      expect(onIt.length).toBeLessThanOrEqual(STORIES_PER_SUBTYPE);
      const { document } = await serverPage(path, onIt.flatMap((story) => story.vectors));
      expect(texts(document, '.xn-story-title a')).toEqual(onIt.map((story) => asParsed(stripFootnotes(story.item.title).trim())));
    }
    // Trending and the categories rank the newest hostile stories first.
    for (const type of ['trending', 'world', 'business']) {
      const { document } = await serverPage(`/en/news/list/${type}`, XSS_VECTORS);
      const shown = texts(document, '.xn-story-title a');
      const expected = stories.filter((story) => type === 'trending' || story.item.type === type).map((story) => asParsed(stripFootnotes(story.item.title).trim()));
      expect(shown.length).toBeGreaterThan(0);
      expect(shown).toEqual(expected.slice(0, shown.length));
    }
  });

  it('escapes the hostile titles on the archive month pages', async () => {
    const months = new Map<string, HostileStory[]>();
    for (const story of stories) {
      const date = new Date(story.item.postTime * 1000);
      const path = `/en/news/archive/category/${story.item.type}/${formatYearMonth({ year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 })}`;
      months.set(path, [...(months.get(path) ?? []), story]);
    }
    for (const [path, onIt] of months) {
      const { status, document } = await serverPage(path, onIt.flatMap((story) => story.vectors));
      expect(status).toBe(200);
      const shown = texts(document, '.xn-archive-item-title');
      expect(shown.sort()).toEqual(onIt.map((story) => asParsed(stripFootnotes(story.item.title).trim())).sort());
    }
  });
});

describe('server-rendered pages with the corpus in the path and query', () => {
  const addresses = hostileAddresses(stories[0]!.item.id);
  it.each(addresses.map(({ path, vectors }) => [path.slice(0, 60), path, vectors] as const))('escapes %s…', async (_label, path, vectors) => {
    await serverPage(path, vectors);
  });
});
