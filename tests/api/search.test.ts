import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchPage, SearchResultItem, Suggestion, TextSegment } from '../../shared/search';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';
import { openApiChecker } from '../support/openapi-check';
import { XSS_VECTORS } from '../support/xss-vectors';

let testApp: TestApp;
// Each request from a network of its own (the app trusts one proxy hop), so that only the
// rate-limit test below meets the limit.
let network = 0;
const fromNewNetwork = () => {
  network += 1;
  return `10.${(network >> 16) & 255}.${(network >> 8) & 255}.${network & 255}`;
};
const search = (query: Record<string, string>) => request(testApp.app).get('/api/public/xnews/search').set('X-Forwarded-For', fromNewNetwork()).query(query);
const suggest = (query: Record<string, string>) => request(testApp.app).get('/api/public/xnews/suggest').set('X-Forwarded-For', fromNewNetwork()).query(query);
const idsOf = (page: SearchPage) => page.items.map((item) => item.id);
const marked = (segments: readonly TextSegment[]) => segments.filter((segment) => segment.match).map((segment) => segment.text);

// One story per language, each with words no other story has.
const english = newsItem({ title: 'Quokka sanctuary wins zoning fight', summary: 'Residents cheered the quokka decision.', postTime: daysAgo(3) });
const spanish = newsItem({ lang: 'es', title: 'La economía de Murcia crece por el turismo', summary: 'El turismo impulsa la economía regional.', news: 'Los hoteles de Murcia se llenan.', type: 'business' });
const french = newsItem({ lang: 'fr', title: 'Les élections municipales à Quimper', summary: 'Les électeurs de Quimper ont voté dimanche.', news: 'Le scrutin a mobilisé la ville.', type: 'politics', subtype: 'Government' });
// Real Chinese news text: 选举 / 選舉 (election) sits inside longer runs, never between spaces.
const simplified = newsItem({
  lang: 'cn', type: 'politics', subtype: 'Government',
  title: '美国中期选举结果揭晓，共和党夺得众议院多数',
  summary: '本次选举投票率创下二十年来新高，选民关注经济与通胀问题。',
  news: '多个摇摆州的计票工作仍在进行。',
});
const traditional = newsItem({
  lang: 'tw', type: 'politics', subtype: 'Government',
  title: '台灣地方選舉投票率創新高',
  summary: '中央選舉委員會公布最新數據，年輕選民踴躍投票。',
  news: '各縣市長選舉結果將於今晚揭曉。',
});
// Ranking: the same word in a title and, in a better-ranked story, only in the body.
const inTitle = newsItem({ title: 'Marsupial census finds more wombats', summary: 'Counting continues.', news: 'Rangers counted.', postTime: daysAgo(20), trendingScore: 10 });
const inBody = newsItem({ title: 'Rangers publish yearly figures', summary: 'Wombats thrive in the north.', news: 'More wombats than expected.', postTime: daysAgo(1), trendingScore: 90 });
const newerInTitle = newsItem({ title: 'Wombats cross the new highway bridge', summary: 'Traffic slowed.', postTime: daysAgo(2), trendingScore: 10 });
// Pagination and filters: twelve stories sharing one word, in two categories.
const flood = Array.from({ length: 12 }, (_, index) =>
  newsItem({ title: `Floodgate report number ${index + 1} released`, type: index % 2 === 0 ? 'world' : 'technology', subtype: index % 2 === 0 ? 'Climate' : 'AI', postTime: daysAgo(index + 1), trendingScore: 50 }),
);

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [english, spanish, french, simplified, traditional, inTitle, inBody, newerInTitle, ...flood]);
});
afterAll(() => testApp.close());

async function found(query: Record<string, string>): Promise<SearchPage> {
  const response = await search(query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as SearchPage;
}

describe('GET /api/public/xnews/search', () => {
  it.each([
    ['en', 'quokka sanctuary', english.id],
    ['es', 'Murcia turismo', spanish.id],
    ['fr', 'Quimper municipales', french.id],
    ['cn', '中期选举', simplified.id],
    ['tw', '地方選舉', traditional.id],
  ])('in %s, finds the story with its distinctive words first', async (lang, q, id) => {
    const page = await found({ lang, q });
    expect(idsOf(page)[0]).toBe(id);
    expect(page).toMatchObject({ total: 1, page: 1, size: 20 });
    const [item] = page.items;
    expect(item?.lang).toBe(lang);
    expect(item?.avail_langs).toEqual([lang]);
  });

  it('answers list items with highlights built as text segments', async () => {
    const page = await found({ lang: 'en', q: 'quokka' });
    const item = page.items[0] as SearchResultItem;
    expect(item.title).toBe(english.title);
    expect(item.highlights.title).toEqual([{ text: 'Quokka', match: true }, { text: ' sanctuary wins zoning fight', match: false }]);
    expect(marked(item.highlights.summary)).toEqual(['quokka']);
    expect(item.highlights.summary.map((segment) => segment.text).join('')).toBe(english.summary);
  });

  it('folds accents and stems: élection finds élections, economia finds economía', async () => {
    expect(idsOf(await found({ lang: 'fr', q: 'election' }))).toEqual([french.id]);
    const accented = await found({ lang: 'fr', q: 'élection' });
    expect(idsOf(accented)).toEqual([french.id]);
    expect(marked(accented.items[0]?.highlights.title ?? [])).toEqual(['élections']);
    expect(idsOf(await found({ lang: 'es', q: 'economia' }))).toEqual([spanish.id]);
    expect(idsOf(await found({ lang: 'es', q: 'ECONOMÍAS' }))).toEqual([spanish.id]);
    expect(idsOf(await found({ lang: 'en', q: 'sanctuaries' }))).toEqual([english.id]);
    expect(idsOf(await found({ lang: 'en', q: 'winning' }))).toEqual([english.id]);
  });

  it('finds a two-character Chinese word inside running text, in both editions', async () => {
    expect(idsOf(await found({ lang: 'cn', q: '选举' }))).toEqual([simplified.id]);
    expect(idsOf(await found({ lang: 'tw', q: '選舉' }))).toEqual([traditional.id]);
    // A word found only in the body, and a longer word, and two words apart.
    expect(idsOf(await found({ lang: 'cn', q: '摇摆' }))).toEqual([simplified.id]);
    expect(idsOf(await found({ lang: 'cn', q: '众议院多数' }))).toEqual([simplified.id]);
    expect(idsOf(await found({ lang: 'cn', q: '通胀 共和党' }))).toEqual([simplified.id]);
    // Characters that are neighbours in no story find nothing.
    expect((await found({ lang: 'cn', q: '举美' })).total).toBe(0);
  });

  it('finds Traditional text from Simplified queries and the other way round', async () => {
    const tw = await found({ lang: 'tw', q: '选举' });
    expect(idsOf(tw)).toEqual([traditional.id]);
    expect(marked(tw.items[0]?.highlights.title ?? [])).toEqual(['選舉']);
    expect(idsOf(await found({ lang: 'tw', q: '投票率创新高' }))).toEqual([traditional.id]);
    const cn = await found({ lang: 'cn', q: '選舉結果' });
    expect(idsOf(cn)).toEqual([simplified.id]);
    expect(marked(cn.items[0]?.highlights.title ?? [])).toEqual(['选举结果']);
  });

  it('ranks title matches above body matches, then by the stored rank; or newest first', async () => {
    expect(idsOf(await found({ lang: 'en', q: 'wombats' }))).toEqual([newerInTitle.id, inTitle.id, inBody.id]);
    expect(idsOf(await found({ lang: 'en', q: 'wombats', sort: 'recent' }))).toEqual([inBody.id, newerInTitle.id, inTitle.id]);
  });

  it('pages through the matches, with the total of all of them', async () => {
    const first = await found({ lang: 'en', q: 'floodgate', size: '5' });
    const third = await found({ lang: 'en', q: 'floodgate', size: '5', page: '3' });
    const beyond = await found({ lang: 'en', q: 'floodgate', size: '5', page: '4' });
    expect(first).toMatchObject({ total: 12, page: 1, size: 5 });
    expect(idsOf(first)).toEqual(flood.slice(0, 5).map((item) => item.id));
    expect(idsOf(third)).toEqual(flood.slice(10).map((item) => item.id));
    expect(beyond).toMatchObject({ total: 12, page: 4, items: [] });
  });

  it('narrows to one category; trending means every one', async () => {
    const technology = await found({ lang: 'en', q: 'floodgate', type: 'technology' });
    expect(technology.total).toBe(6);
    expect(technology.items.every((item) => item.type === 'technology')).toBe(true);
    expect((await found({ lang: 'en', q: 'floodgate', type: 'trending' })).total).toBe(12);
    expect((await found({ lang: 'en', q: 'floodgate', type: 'sports' })).total).toBe(0);
  });

  it('finds an updated story by its new words only, as soon as the ingest answers', async () => {
    const story = newsItem({ title: 'Pelican rescue at the harbour', summary: 'Volunteers helped.' });
    await ingest(testApp, [story]);
    expect(idsOf(await found({ lang: 'en', q: 'pelican' }))).toEqual([story.id]);
    await ingest(testApp, [{ ...story, title: 'Cormorant rescue at the harbour' }]);
    expect((await found({ lang: 'en', q: 'pelican' })).total).toBe(0);
    expect(idsOf(await found({ lang: 'en', q: 'cormorant' }))).toEqual([story.id]);
  });

  it('never fails on full-text operators typed by readers', async () => {
    for (const q of ['quokka & !', '| quokka', '!quokka', 'quokka:*', '"quokka', '(quokka', "quokka') OR 1=1 --", '& | ! : * ( ) "', '<->', '选举 & !', "'", '\\']) {
      for (const lang of ['en', 'cn']) {
        const response = await search({ lang, q });
        expect(response.status, `${lang} ${q}`).toBe(200);
      }
      expect((await suggest({ lang: 'en', q })).status).toBe(200);
    }
    expect(idsOf(await found({ lang: 'en', q: '"quokka sanctuary" -elephant' }))).toEqual([english.id]);
  });

  it.each([
    [{ lang: 'en' }, 'q'],
    [{ lang: 'en', q: '' }, 'q'],
    [{ lang: 'en', q: '   ' }, 'q'],
    [{ lang: 'en', q: 'x'.repeat(201) }, 'q'],
    [{ lang: 'en', q: 'bell\u0007' }, 'q'],
    [{ lang: 'en', q: 'a\u202Eb' }, 'q'],
    [{ lang: 'de', q: 'quokka' }, 'lang'],
    [{ lang: 'en', q: 'quokka', type: 'gossip' }, 'type'],
    [{ lang: 'en', q: 'quokka', sort: 'oldest' }, 'sort'],
    [{ lang: 'en', q: 'quokka', page: '0' }, 'page'],
    [{ lang: 'en', q: 'quokka', size: '101' }, 'size'],
  ])('answers 400 naming the parameter for %j', async (query, parameter) => {
    const response = await search(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(typeof response.body.message).toBe('string');
  });

  it('accepts a query of 200 characters, counted as characters', async () => {
    expect((await search({ lang: 'cn', q: '选'.repeat(200) })).status).toBe(200);
    expect((await search({ lang: 'en', q: 'x'.repeat(200) })).status).toBe(200);
  });

  it('answers the XSS corpus as queries with plain JSON text', async () => {
    for (const vector of XSS_VECTORS) {
      const q = Array.from(vector.payload.trim()).slice(0, 200).join('');
      if (q === '' || /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069]/u.test(q)) continue;
      const response = await search({ lang: 'en', q });
      expect(response.status, vector.name).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});

describe('GET /api/public/xnews/suggest', () => {
  it('answers up to 8 titles matching a prefix, best ranked first, with their story paths', async () => {
    const response = await suggest({ lang: 'en', q: 'floodg' });
    expect(response.status).toBe(200);
    const suggestions = response.body as Suggestion[];
    expect(suggestions).toHaveLength(8);
    expect(suggestions.map((entry) => entry.id)).toEqual(flood.slice(0, 8).map((item) => item.id));
    expect(suggestions[0]).toEqual({ id: flood[0]?.id, title: flood[0]?.title, path: expect.stringMatching(new RegExp(`^/en/news/analysis/floodgate-report-number-1-released-${flood[0]?.id}$`)) });
  });

  it('matches titles only, folds accents, and finds Chinese from one character in either script', async () => {
    const suggested = async (query: Record<string, string>) => {
      const response = await suggest(query);
      expect(response.status, JSON.stringify([query, response.body])).toBe(200);
      return response.body as Suggestion[];
    };
    const ids = async (query: Record<string, string>) => (await suggested(query)).map((entry) => entry.id);
    expect(await ids({ lang: 'en', q: 'counting' })).toEqual([]);
    expect(await ids({ lang: 'fr', q: 'elec' })).toEqual([french.id]);
    expect(await ids({ lang: 'en', q: 'quokka sanct' })).toEqual([english.id]);
    expect(await ids({ lang: 'tw', q: '选' })).toEqual([traditional.id]);
    expect(await ids({ lang: 'cn', q: '選舉' })).toEqual([simplified.id]);
    expect((await suggested({ lang: 'cn', q: '揭晓' }))[0]).toMatchObject({ id: simplified.id, path: `/cn/news/analysis/${simplified.id}` });
  });

  it('answers 400 for a missing, long or unknown-language query', async () => {
    for (const [query, parameter] of [[{ lang: 'en' }, 'q'], [{ lang: 'en', q: 'x'.repeat(201) }, 'q'], [{ lang: 'xx', q: 'ab' }, 'lang']] as const) {
      const response = await suggest(query as Record<string, string>);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    }
  });
});

describe('search rate limit', () => {
  it('answers 429 after 60 searches a minute from one network, and counts other networks apart', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 61; index += 1) {
      statuses.push((await request(testApp.app).get('/api/public/xnews/search').set('X-Forwarded-For', '192.0.2.7').query({ lang: 'en', q: 'quokka' })).status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    expect((await search({ lang: 'en', q: 'quokka' })).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('describes the answers of search and suggest, errors included', async () => {
    const expectMatches = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
    for (const [response, path] of [
      [await search({ lang: 'fr', q: 'élection' }), '/api/public/xnews/search'],
      [await search({ lang: 'en', q: '' }), '/api/public/xnews/search'],
      [await suggest({ lang: 'tw', q: '选' }), '/api/public/xnews/suggest'],
      [await suggest({ lang: 'de', q: 'ab' }), '/api/public/xnews/suggest'],
    ] as const) {
      expectMatches(response, 'get', path);
    }
  });
});
