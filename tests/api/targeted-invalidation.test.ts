import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePath } from '../../shared/routes';
import { cacheOutcomes } from '../../scripts/harness/cache-outcomes';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Invalidation that follows the content (decision 013): an ingest stales the pages and API answers
 * that show what it changed, served once more at once while they are produced again, and leaves
 * everything else cached.
 */

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const WORLD = '/en/news/list/world';
const SPORTS = '/en/news/list/sports';
const TRENDING = '/en/news/list/trending';
const api = {
  world: '/api/public/xnews/list?lang=en&type=world&size=20',
  sports: '/api/public/xnews/list?lang=en&type=sports&size=20',
  details: (id: string) => `/api/public/xnews/details/${id}?lang=en`,
};

let testApp: TestApp;
const sportsStory = newsItem({ title: 'Cup final goes to extra time', type: 'sports', subtype: 'Football', postTime: daysAgo(0.5), trendingScore: 90 });
const sportsArticle = articlePath('en', sportsStory.title, sportsStory.id);

/** Requests a path and says where the cache answered it from (cache 'page' for pages; API answers name theirs). */
async function fetchWithOutcome(path: string, cache = 'page'): Promise<{ outcome: string | undefined; response: request.Response }> {
  const before = cacheOutcomes((await request(testApp.app).get('/metrics')).text, cache);
  const response = await request(testApp.app).get(path).set('User-Agent', DESKTOP_UA);
  const after = cacheOutcomes((await request(testApp.app).get('/metrics')).text, cache);
  return { outcome: Object.keys(after).find((key) => (after[key] ?? 0) > (before[key] ?? 0)), response };
}

/** Requested until it is answered from a current copy, so that what follows starts from a warm cache. */
async function warm(path: string, cache = 'page'): Promise<void> {
  await expect.poll(async () => (await fetchWithOutcome(path, cache)).outcome).toBe('hit');
}

/** The first answer after a change comes at once from the old copy; the story shows once its one refresh is done. */
async function showsAfterOneRefresh(path: string, text: string, cache = 'page'): Promise<void> {
  const first = await fetchWithOutcome(path, cache);
  expect(first.outcome, path).toBe('invalidated');
  await expect.poll(async () => (await fetchWithOutcome(path, cache)).response.text, { timeout: 20_000 }).toContain(text);
  expect((await fetchWithOutcome(path, cache)).outcome, path).toBe('hit');
}

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [
    sportsStory,
    newsItem({ title: 'Aid convoy reaches the valley', type: 'world', subtype: 'Climate', postTime: daysAgo(0.5), trendingScore: 90 }),
  ]);
});
afterAll(() => testApp?.close());

describe('an ingest of a world story', () => {
  it('leaves the sports pages cached and shows in the world and trending lists and on its own page', async () => {
    const story = newsItem({ title: 'Glacier lake drained before the thaw', type: 'world', subtype: 'Climate', postTime: daysAgo(0.1), trendingScore: 95 });
    const ownPage = articlePath('en', story.title, story.id);
    for (const path of [SPORTS, sportsArticle, WORLD, TRENDING, ownPage]) await warm(path);
    expect((await fetchWithOutcome(ownPage)).response.status).toBe(404);

    await ingest(testApp, [story]);
    expect((await fetchWithOutcome(SPORTS)).outcome).toBe('hit');
    expect((await fetchWithOutcome(sportsArticle)).outcome).toBe('hit');
    await showsAfterOneRefresh(WORLD, story.title);
    await showsAfterOneRefresh(TRENDING, story.title);
    await showsAfterOneRefresh(ownPage, story.title);
    expect((await fetchWithOutcome(ownPage)).response.status).toBe(200);
  });

  it('leaves the trending list cached when it scores below the trending bar', async () => {
    const story = newsItem({ title: 'Ferry timetable changes for winter', type: 'world', subtype: 'Climate', postTime: daysAgo(0.05), trendingScore: 30 });
    for (const path of [WORLD, TRENDING]) await warm(path);
    await ingest(testApp, [story]);
    expect((await fetchWithOutcome(TRENDING)).outcome).toBe('hit');
    await showsAfterOneRefresh(WORLD, story.title);
  });

  it('stales both lists when an update moves a story from world to sports', async () => {
    const story = newsItem({ title: 'Mountain rescue team honoured', type: 'world', subtype: 'Climate', postTime: daysAgo(0.02), trendingScore: 80 });
    await ingest(testApp, [story]);
    await expect.poll(async () => (await fetchWithOutcome(WORLD)).response.text).toContain(story.title);
    for (const path of [WORLD, SPORTS]) await warm(path);
    expect((await fetchWithOutcome(SPORTS)).response.text).not.toContain(story.title);

    await ingest(testApp, [{ ...story, type: 'sports', subtype: 'Football' }]);
    await showsAfterOneRefresh(SPORTS, story.title);
    expect((await fetchWithOutcome(WORLD)).outcome).not.toBe('hit');
    await expect.poll(async () => (await fetchWithOutcome(WORLD)).response.text).not.toContain(story.title);
  });
});

describe('an ingest of a new language version', () => {
  it("stales the story's own page, whose hreflang links then name the new version's address, and leaves other articles cached", async () => {
    const story = newsItem({ title: 'Harbour bridge reopens to traffic', type: 'world', subtype: 'Climate', postTime: daysAgo(0.3), trendingScore: 70 });
    await ingest(testApp, [story]);
    const ownPage = articlePath('en', story.title, story.id);
    for (const path of [ownPage, sportsArticle]) await warm(path);
    expect((await fetchWithOutcome(ownPage)).response.text).not.toContain('rel="alternate" hrefLang="fr"');

    const french = translated(story, 'fr', 'Le pont du port rouvre à la circulation');
    await ingest(testApp, [french]);
    expect((await fetchWithOutcome(sportsArticle)).outcome).toBe('hit');
    await showsAfterOneRefresh(ownPage, `rel="alternate" hrefLang="fr" href="https://www.xnews.com${articlePath('fr', french.title, story.id)}"`);
  });
});

describe('API answers', () => {
  it('follow the same rules: the sports list and a sports story stay cached, the world list and the story\'s details change', async () => {
    // List keys carry the minute of their time window: the whole case runs within one minute.
    await expect.poll(() => new Date().getSeconds() < 40, { timeout: 30_000 }).toBe(true);
    const story = newsItem({ title: 'Dam sluices opened after record rain', type: 'world', subtype: 'Climate', postTime: daysAgo(0.01), trendingScore: 90 });
    await warm(api.sports, 'list');
    await warm(api.world, 'list');
    await warm(api.details(sportsStory.id), 'details');
    await warm(api.details(story.id), 'details');

    await ingest(testApp, [story]);
    expect((await fetchWithOutcome(api.sports, 'list')).outcome).toBe('hit');
    expect((await fetchWithOutcome(api.details(sportsStory.id), 'details')).outcome).toBe('hit');
    await showsAfterOneRefresh(api.world, story.title, 'list');
    await showsAfterOneRefresh(api.details(story.id), story.title, 'details');
  });
});
