import { JSDOM } from 'jsdom';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { SEARCH_TOTAL_CAP, type SearchPage } from '../../shared/search';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

/** A word in more stories than search counts: the API says so, and the page shows "1,000+". */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  // Straight into the database: the ingest API takes far smaller batches than the cap needs.
  for (let from = 0; from <= SEARCH_TOTAL_CAP; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, SEARCH_TOTAL_CAP + 1 - from) }, (_, index) => {
      const english = newsItem({ title: `Gannet colony count ${from + index}`, summary: 'Gannets.', news: 'Gannets.' });
      return [english, { ...english, lang: 'cn' as const, title: `塘鹅栖息地调查 ${from + index}`, summary: '塘鹅。', news: '塘鹅。' }];
    });
    await upsertStories(testApp.db, batch.flat());
  }
}, 180_000);
afterAll(() => testApp.close());

describe('more matches than the total counts', () => {
  it('answers the cap with totalCapped, and a narrower query its exact count', async () => {
    const response = await request(testApp.app).get('/api/public/xnews/search').query({ lang: 'en', q: 'gannet', size: 5 });
    expect(response.status).toBe(200);
    const page = response.body as SearchPage;
    expect(page).toMatchObject({ total: SEARCH_TOTAL_CAP, totalCapped: true, page: 1, size: 5 });
    expect(page.items).toHaveLength(5);
    const exact = await request(testApp.app).get('/api/public/xnews/search').query({ lang: 'en', q: 'gannet 424' });
    expect(exact.body).toMatchObject({ total: 1, totalCapped: false });
  });

  it.each([
    ['en', 'gannet', '1,000+ results for “gannet”'],
    ['cn', '塘鹅', '“塘鹅”共有 1,000+ 条结果'],
  ])('in %s, shows the count as at least the cap', async (lang, q, shown) => {
    const response = await request(testApp.app).get(`/${lang}/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    const document = new JSDOM(response.text).window.document;
    expect(document.querySelector('.xn-search-total')?.textContent).toBe(shown);
    expect(document.querySelectorAll('.xn-results > li')).toHaveLength(20);
  });
});
