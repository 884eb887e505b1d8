import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { databaseSearchService } from '../../server/services/news/search-service';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { LANGUAGE_CODES } from '../../shared/languages';
import { openTestDatabase } from '../support/test-database';

/** Search walks versions in their story's rank (014_search_rank.sql) and counts matches up to a cap. */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const request = { lang: 'en', page: 1, size: 20, types: null, sort: 'relevance' } as const;
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('the rank kept on each version', () => {
  it("follows its story's post time and trending score, so search and suggestions reorder when they change", async () => {
    const older = newsItem({ title: 'Ptarmigan count rises in the highlands', postTime: daysAgo(2), trendingScore: 10 });
    const newer = newsItem({ title: 'Ptarmigan chicks seen early', postTime: daysAgo(1), trendingScore: 10 });
    const olderFrench = { ...older, lang: 'fr' as const, title: 'Le lagopède progresse dans les Highlands' };
    await upsertStories(db, [older, olderFrench, newer]);
    const search = databaseSearchService(db);
    expect(ids(await search.suggest('en', 'ptarm'))).toEqual([newer.id, older.id]);

    // The text stays; only the trending score changes, which moves the story up.
    await upsertStories(db, [{ ...older, trendingScore: 100 }]);
    const rows = await db.query<{ lang: string; same: boolean }>(
      'SELECT v.lang, v.rank = s.rank AS same FROM story_versions v JOIN stories s ON s.id = v.story_id WHERE s.id = $1 ORDER BY v.lang',
      [older.id],
    );
    expect(rows).toEqual([{ lang: 'en', same: true }, { lang: 'fr', same: true }]);
    expect(ids(await search.suggest('en', 'ptarm'))).toEqual([older.id, newer.id]);
    expect(ids((await search.search({ ...request, q: 'ptarmigan' })).items)).toEqual([older.id, newer.id]);
  });
});

describe('the total', () => {
  const cap = 5;
  // Six title matches and two body matches, each kind best ranked first by post time.
  const inTitles = Array.from({ length: 6 }, (_, index) => newsItem({ title: `Kittiwake colony report ${index + 1}`, postTime: daysAgo(index + 1), trendingScore: 0 }));
  const inBodies = Array.from({ length: 2 }, (_, index) =>
    newsItem({ title: `Seabird survey ${index + 1}`, summary: 'Kittiwakes nest on the cliffs.', postTime: daysAgo(0.1 + index / 10), trendingScore: 100 }),
  );
  beforeAll(() => upsertStories(db, [...inTitles, ...inBodies]));

  it('is exact up to the cap, and past it the cap with totalCapped', async () => {
    const search = databaseSearchService(db, cap);
    const first = await search.search({ ...request, q: 'kittiwake', size: 3 });
    expect(first).toMatchObject({ total: cap, totalCapped: true, page: 1, size: 3 });
    expect(ids(first.items)).toEqual(ids(inTitles.slice(0, 3)));
    // Relevance holds past the cap: the remaining title matches, then the body matches by rank.
    const third = await search.search({ ...request, q: 'kittiwake', size: 3, page: 3 });
    expect(ids(third.items)).toEqual(ids(inBodies));
    expect(third).toMatchObject({ total: cap, totalCapped: true });
    expect(await search.search({ ...request, q: 'kittiwake', size: 3, page: 9 })).toMatchObject({ total: cap, totalCapped: true, items: [] });
    expect(await search.search({ ...request, q: 'kittiwake', sort: 'recent' })).toMatchObject({ total: cap, totalCapped: true });

    const exact = databaseSearchService(db, 8);
    expect(await exact.search({ ...request, q: 'kittiwake', size: 3 })).toMatchObject({ total: 8, totalCapped: false });
    expect(await exact.search({ ...request, q: 'seabird' })).toMatchObject({ total: 2, totalCapped: false });
  });
});

describe('the search indexes', () => {
  it('are one per language, for the text and for titles, so no search reads another language’s postings', async () => {
    const rows = await db.query<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'story_versions' AND indexdef LIKE '%USING gin%' ORDER BY indexname",
    );
    const expected = LANGUAGE_CODES.flatMap((lang) => [
      { name: `story_versions_search_${lang}_idx`, column: 'search_doc', lang },
      { name: `story_versions_title_search_${lang}_idx`, column: 'search_title', lang },
    ]);
    expect(rows.map((row) => row.indexname).sort()).toEqual(expected.map((index) => index.name).sort());
    for (const index of expected) {
      const definition = rows.find((row) => row.indexname === index.name)?.indexdef ?? '';
      expect(definition).toContain(`gin (${index.column})`);
      expect(definition).toContain(`WHERE (lang = '${index.lang}'::text)`);
    }
  });
});

describe('the statistics of titles', () => {
  it('sample enough title words for the planner to see how common a prefix is', async () => {
    const [column] = await db.query<{ target: number }>(
      "SELECT attstattarget AS target FROM pg_attribute WHERE attrelid = 'story_versions'::regclass AND attname = 'search_title'",
    );
    expect(column?.target).toBe(1000);
  });
});
