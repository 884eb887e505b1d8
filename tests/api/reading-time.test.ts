import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestNews } from '../../server/services/ingest/ingest-news';
import { bodyRenderer } from '../../server/services/news/body-html';
import { startBodyBackfill } from '../../server/services/news/body-html-backfill';
import { createLogger } from '../../server/logger';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { ingest } from '../support/ingest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A story's reading time (shared/reading-time.ts): measured with its body when it is written, or
 * by the background pass for a version written without (decision 029), and answered with every
 * list, details and related item from the counts kept with the version, bodies or not.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp?.close());

// 7 × 51 = 357 words: 1.5 minutes at 238 words a minute, rounded to 2. 8 × 47 + 7 = 383 Han characters: 1.502 minutes at 255.
const english = 'Readers vote for clear and honest news. '.repeat(51);
const chinese = `${'经济政策影响深远。'.repeat(47)}经济政策影响深`;

const details = async (id: string, lang: string) => (await request(testApp.app).get(`/api/public/xnews/details/${id}?lang=${lang}`)).body;
const listed = async (id: string, lang: string) => {
  const response = await request(testApp.app).get(`/api/public/xnews/list?lang=${lang}&type=business&size=100`);
  expect(response.status).toBe(200);
  return (response.body as { id: string; reading_minutes?: number }[]).find((item) => item.id === id);
};

describe('a story written through the ingest API', () => {
  it('is answered with its reading time in its own language, in lists and in its details', async () => {
    const story = newsItem({ title: 'Readers weigh how long the news takes', news: english });
    await ingest(testApp, [story, { ...translated(story, 'cn', '读者衡量新闻需要多长时间'), news: chinese }]);
    expect((await listed(story.id, 'en'))?.reading_minutes).toBe(2);
    expect((await listed(story.id, 'cn'))?.reading_minutes).toBe(2);
    expect((await details(story.id, 'en')).reading_minutes).toBe(2);
    expect((await details(story.id, 'cn')).reading_minutes).toBe(2);
  });

  it('says 1 minute for a body shorter than a minute, never 0', async () => {
    const story = newsItem({ title: 'A short note on the weather today', news: 'Rain.' });
    await ingest(testApp, [story]);
    expect((await details(story.id, 'en')).reading_minutes).toBe(1);
  });

  it("is measured again when its body changes, and its list page's card shows it", async () => {
    const story = newsItem({ title: 'A story whose body grows after it is written', news: 'Short at first.' });
    await ingest(testApp, [story]);
    await ingest(testApp, [{ ...story, news: english.repeat(2) }]); // 714 words: 3 minutes
    expect((await details(story.id, 'en')).reading_minutes).toBe(3);
    const page = await request(testApp.app).get('/en/news/list/business');
    expect(page.text).toContain('3 min read');
  });
});

describe('a version written without its body rendered (the demo seed)', () => {
  it('has no reading time until the background pass measures it', async () => {
    const story = newsItem({ title: 'A seeded story measured in the background', news: english });
    expect(await ingestNews(testApp.db, [story], { renderBodies: false })).toMatchObject({ ok: true, created: [story.id] });
    expect((await details(story.id, 'en')).reading_minutes).toBeUndefined();
    await startBodyBackfill({ db: testApp.db, renderer: bodyRenderer, logger: createLogger('silent'), rest: async () => undefined }).done;
    // Read from the table: the details answered before are in the API's cache for its 30 s.
    const [row] = await testApp.db.query<{ reading_words: number; reading_han: number }>("SELECT reading_words, reading_han FROM story_versions WHERE story_id = $1 AND lang = 'en'", [story.id]);
    expect(row).toEqual({ reading_words: 357, reading_han: 0 });
  });
});
