import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { indexMissingSearchDocuments } from '../../server/db/news/search/index-search-documents';
import { databaseSearchService } from '../../server/services/news/search-service';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('indexMissingSearchDocuments', () => {
  it('indexes versions written before search existed, so that search finds them, and then finds nothing to do', async () => {
    const english = newsItem({ title: 'Lighthouse keeper retires after forty years' });
    const chinese = newsItem({ lang: 'tw', title: '燈塔看守人退休', summary: '他守護燈塔四十年。', news: '內文。' });
    await upsertStories(db, [english, chinese]);
    // As rows from before 013_search.sql: text without its search columns.
    await db.query('UPDATE story_versions SET search_doc = NULL, search_title = NULL');
    const search = databaseSearchService(db);
    const request = { page: 1, size: 20, types: null, sort: 'relevance' } as const;
    expect((await search.search({ ...request, lang: 'en', q: 'lighthouse' })).total).toBe(0);
    expect(await indexMissingSearchDocuments(db, 1)).toBe(2);
    expect((await search.search({ ...request, lang: 'en', q: 'lighthouse' })).items.map((item) => item.id)).toEqual([english.id]);
    expect((await search.search({ ...request, lang: 'tw', q: '灯塔' })).items.map((item) => item.id)).toEqual([chinese.id]);
    expect((await search.suggest('tw', '燈')).map((entry) => entry.id)).toEqual([chinese.id]);
    expect(await indexMissingSearchDocuments(db)).toBe(0);
  });
});
