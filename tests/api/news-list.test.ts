import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsItem } from '../../shared/types';
import { createTestApp, type TestApp } from '../support/test-app';
import { daysAgo, newsItem, storyId, translated } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { upsertStories } from '../../server/db/news/upsert-stories';

let testApp: TestApp;
const list = (query: Record<string, string | string[]>) => request(testApp.app).get('/api/public/xnews/list').query(query);
const ids = (body: NewsItem[]) => body.map((item) => item.id);

const fresh = newsItem({ type: 'world', subtype: 'Climate', postTime: daysAgo(1), trendingScore: 20, title: 'Fresh climate summit opens [1]' });
const hot = newsItem({ type: 'world', subtype: 'War', postTime: daysAgo(2), trendingScore: 90, title: 'Ceasefire talks resume at dawn' });
const older = newsItem({ type: 'world', subtype: 'Climate', postTime: daysAgo(5), trendingScore: 95, title: 'Glacier study alarms scientists' });
const cold = newsItem({ type: 'world', subtype: 'Trade', postTime: daysAgo(1), trendingScore: 5, title: 'Minor tariff note published' });
const ancient = newsItem({ type: 'world', subtype: 'Trade', postTime: daysAgo(400), trendingScore: 99, title: 'Old trade pact signed long ago' });
const sports = newsItem({ type: 'sports', subtype: 'Tennis', postTime: daysAgo(1), trendingScore: 70, title: 'Underdog wins the final set' });
// Ranked last, so that dropping it leaves the other pages as they are.
const shortTitle = newsItem({ type: 'world', subtype: 'War', postTime: daysAgo(6), trendingScore: 0, title: 'Tiny [1][2][3][4]' });
const bigId = '98765432109876543210';
const big = newsItem({ id: bigId, type: 'technology', subtype: 'AI', postTime: daysAgo(3), trendingScore: 80, title: 'Model beats benchmark again' });

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [
    fresh, translated(fresh, 'fr', 'Le sommet sur le climat s’ouvre'),
    hot, older, cold, ancient, sports, big, translated(big, 'cn', '模型再次打破基准纪录'),
  ]);
  // Ingest refuses such a title; it is written underneath it, as rows from before that rule would be.
  await upsertStories(testApp.db, [shortTitle]);
});
afterAll(() => testApp.close());

describe('GET /api/public/xnews/list', () => {
  it('answers full news items of spec §3, in the requested language, with avail_langs derived', async () => {
    const response = await list({ lang: 'en', type: 'world', size: '10' });
    expect(response.status).toBe(200);
    const item = response.body.find((entry: NewsItem) => entry.id === fresh.id);
    // Beyond the spec's fields: lang, and reading_minutes (the body is measured when it is written, shared/reading-time.ts).
    expect(Object.keys(item).sort()).toEqual(
      ['avail_langs', 'cita', 'id', 'img_urls', 'lang', 'news', 'news_author', 'outlines', 'postTime', 'reading_minutes', 'subtype', 'summary', 'title', 'trendingScore', 'type', 'user_id', 'video_embed_link', 'video_thumbs'].sort(),
    );
    expect(item.avail_langs).toEqual(['en', 'fr']);
    expect(item.postTime).toBe(fresh.postTime);
    expect(item.lang).toBe('en');
  });

  it('strips footnote markers from titles and bodies', async () => {
    const response = await list({ lang: 'en', type: 'world' });
    const item = response.body.find((entry: NewsItem) => entry.id === fresh.id);
    expect(item.title).toBe('Fresh climate summit opens');
    expect(item.news).not.toMatch(/\[\^?\d+\]/);
    expect(item.news).toContain('kept its main rate unchanged, citing');
  });

  it('ranks by recency combined with trending score, and drops titles under 5 characters', async () => {
    const response = await list({ lang: 'en', type: 'world', minTrendingScore: '0' });
    // Each point counts as 30 minutes: hot (2 days old, 90) passes fresh (1 day, 20), since 70
    // points are worth 35 hours; fresh passes cold (same age, 5); older (5 days, 95) comes last.
    expect(ids(response.body)).toEqual([hot.id, fresh.id, cold.id, older.id]);
    expect(ids(response.body)).not.toContain(shortTitle.id);
  });

  it('applies the default minimum trending score: 10 for a category, 55 for trending', async () => {
    expect(ids((await list({ type: 'world' })).body)).not.toContain(cold.id);
    const trending = ids((await list({ type: 'trending' })).body);
    expect(trending).toEqual(expect.arrayContaining([hot.id, older.id, sports.id, big.id]));
    expect(trending).not.toContain(fresh.id);
  });

  it('keeps to daysBack (default 365)', async () => {
    expect(ids((await list({ type: 'world' })).body)).not.toContain(ancient.id);
    expect(ids((await list({ type: 'world', daysBack: '500' })).body)).toContain(ancient.id);
    expect(ids((await list({ type: 'world', daysBack: '3' })).body)).toEqual([hot.id, fresh.id]);
  });

  it('filters by subtype, without regard to case', async () => {
    expect(ids((await list({ type: 'world', subtype: 'climate' })).body)).toEqual([fresh.id, older.id]);
  });

  it('filters by startTime and endTime, in seconds or milliseconds', async () => {
    const seconds = await list({ type: 'world', minTrendingScore: '0', startTime: String(daysAgo(3)) });
    expect(ids(seconds.body).sort()).toEqual([hot.id, fresh.id, cold.id].sort());
    const millis = await list({ type: 'world', minTrendingScore: '0', endTime: String(daysAgo(4) * 1000) });
    expect(ids(millis.body)).toEqual([older.id]);
  });

  it('narrows trending to listNames, given as repeated keys', async () => {
    const response = await list({ type: 'trending', listNames: ['sports', 'technology'] });
    expect(ids(response.body).sort()).toEqual([sports.id, big.id].sort());
  });

  it('pages by page (from 1) and size', async () => {
    const all = ids((await list({ type: 'world', minTrendingScore: '0' })).body);
    const page2 = ids((await list({ type: 'world', minTrendingScore: '0', page: '2', size: '2' })).body);
    expect(page2).toEqual(all.slice(2, 4));
  });

  it('lists only stories that exist in the language', async () => {
    expect(ids((await list({ lang: 'fr', type: 'world' })).body)).toEqual([fresh.id]);
    const cn = await list({ lang: 'cn', type: 'technology' });
    expect(cn.body[0].title).toBe('模型再次打破基准纪录');
  });

  it('keeps ids above 2^53 exact', async () => {
    const response = await list({ type: 'technology' });
    expect(response.text).toContain(`"id":"${bigId}"`);
  });

  it.each([
    [{ lang: 'de' }, 'lang'],
    [{ type: 'weather' }, 'type'],
    [{ type: 'world', subtype: 'Tennis' }, 'subtype'],
    [{ page: 'two' }, 'page'],
    [{ page: '0' }, 'page'],
    [{ page: '-1' }, 'page'],
    [{ size: '1001' }, 'size'],
    [{ size: '0' }, 'size'],
    [{ size: '1e3' }, 'size'],
    [{ daysBack: 'x' }, 'daysBack'],
    [{ minTrendingScore: 'high' }, 'minTrendingScore'],
    [{ startTime: 'yesterday' }, 'startTime'],
    [{ startTime: '200', endTime: '100' }, 'startTime'],
    [{ listNames: ['sports', 'cooking'] }, 'listNames'],
    [{ lang: ['en', 'fr'] }, 'lang'],
  ])('refuses %j with 400 naming %s', async (query, parameter) => {
    const response = await list(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter });
    expect(response.body.message).toContain(parameter);
  });

  it('accepts size 1000 and an empty list when nothing matches', async () => {
    const response = await list({ type: 'health', size: '1000' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('removes duplicate ids, keeping one version per story', async () => {
    const id = storyId();
    const story = newsItem({ id, type: 'lifestyle', subtype: 'Food' });
    await ingest(testApp, [story, translated(story, 'es', 'La receta del verano')]);
    const response = await list({ type: 'lifestyle', lang: 'es' });
    expect(ids(response.body)).toEqual([id]);
  });
});
