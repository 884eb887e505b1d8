import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { feedStories } from '../../server/db/feeds/feed-stories';
import { monthStories } from '../../server/db/feeds/month-stories';
import { monthlyStoryCounts } from '../../server/db/feeds/monthly-story-counts';
import { recentStories } from '../../server/db/feeds/recent-stories';
import { monthRangeEpochSeconds } from '../../shared/archive-months';
import { openTestDatabase } from '../support/test-database';

const START = Date.UTC(2024, 0, 1) / 1000;
const END = Date.UTC(2026, 0, 1) / 1000;
const OCTOBER_2025 = monthRangeEpochSeconds({ year: 2025, month: 10 });
const STORIES = 20_000;

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
  // Enough stories over two years (about 830 a month) that the planner weighs the indexes as it
  // would on a real site; at a few hundred rows a sequential scan is rightly cheaper. Every
  // story is in English, every other one in Chinese too; the subtypes vary as a real site's do
  // (with one subtype for all, its index would be the post-time index by another name).
  await db.exec(`
    INSERT INTO stories (id, type, subtype, post_time, trending_score)
    SELECT (1000000 + n)::text, (ARRAY['world','business','health','sports'])[1 + n % 4], (ARRAY['War','Economy','Diseases','Football','Elections','Markets','Nutrition','Tennis'])[1 + n % 8],
           ${START} + (n::bigint * (${END} - ${START}) / ${STORIES}), n % 100
      FROM generate_series(1, ${STORIES}) AS n;
    INSERT INTO story_versions (story_id, lang, title, news, summary)
    SELECT id, 'en', 'Story ' || id, 'Body of ' || id, '' FROM stories;
    INSERT INTO story_versions (story_id, lang, title, news, summary)
    SELECT id, 'cn', '新闻 ' || id, '正文', '' FROM stories WHERE id::bigint % 2 = 0;`);
  // As autovacuum (or the embedded upkeep) leaves the tables: the versions' inserts rewrote each
  // story's row once, for its languages (021_story_langs.sql).
  await db.exec('VACUUM ANALYZE');
});
afterAll(() => db.close());

/** The plan of the statement a query function runs, with its own parameters. */
async function planOf(run: (db: Database) => Promise<unknown>): Promise<string> {
  let plan = '';
  const explaining = {
    ...db,
    async query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]> {
      const rows = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params);
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
      return [];
    },
  };
  await run(explaining);
  return plan;
}

describe('feed queries', () => {
  it('reads a month of a language on the post-time index', async () => {
    const plan = await planOf((explaining) => monthStories(explaining, { lang: 'en', ...OCTOBER_2025, limit: 50_000, offset: 0 }));
    expect(plan).toContain('stories_post_time_idx');
    expect(plan).not.toMatch(/Seq Scan on stories s_1/);
  });

  it('reads a feed and the last two days on the post-time indexes', async () => {
    expect(await planOf((explaining) => feedStories(explaining, { lang: 'en', types: null, minTrendingScore: 55, limit: 50 }))).toMatch(/stories_(type_)?post_time_idx/);
    expect(await planOf((explaining) => recentStories(explaining, { since: END - 172_800, langs: ['en', 'cn'], limit: 1000 }))).toContain('stories_post_time_idx');
  });

  it('counts each language, month and category, and the month query pages through the same stories', async () => {
    const counts = await monthlyStoryCounts(db, ['en', 'cn', 'tw', 'es', 'fr']);
    const october = counts.filter((count) => count.lang === 'en' && count.month === '202510');
    const total = october.reduce((sum, count) => sum + count.stories, 0);
    expect(total).toBeGreaterThan(0);
    const [stored] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM stories s JOIN story_versions v ON v.story_id = s.id AND v.lang = 'en' WHERE s.post_time >= $1 AND s.post_time < $2`,
      [OCTOBER_2025.start, OCTOBER_2025.end],
    );
    expect(total).toBe(stored?.n);
    const first = await monthStories(db, { lang: 'en', ...OCTOBER_2025, limit: 10, offset: 0 });
    const rest = await monthStories(db, { lang: 'en', ...OCTOBER_2025, limit: total, offset: 10 });
    const ids = [...first, ...rest].map((story) => story.id);
    expect(new Set(ids).size).toBe(total);
    for (const story of first) expect(story.titles.en).toBeTruthy();
  });
});
