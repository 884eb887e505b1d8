import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';
import { isPublic } from '../news/public-stories';

/** How many stories one language has in one category in one month, and when they last changed. */
export interface MonthlyStoryCount {
  lang: LangCode;
  /** The UTC month of the stories' post time, as yyyymm. */
  month: string;
  type: string;
  stories: number;
  /** Epoch seconds of the latest change to any of these stories, in any language. */
  lastModified: number;
}

/**
 * Every (language, month, category) that holds stories: what the sitemap index lists and what
 * tells which archive month pages have something to show. A story's change is its newest write
 * in any language, because a new translation adds an hreflang alternate to every version's entry.
 * It reads every story and version once; the sitemaps are cached by CDNs for minutes (feed-response.ts).
 */
export async function monthlyStoryCounts(db: Queryable, langs: readonly LangCode[]): Promise<MonthlyStoryCount[]> {
  const rows = await db.query<{ lang: LangCode; month: string; type: string; stories: number; last_modified: number }>(
    `WITH story_change AS (
       SELECT story_id, max(updated_at) AS changed, array_agg(lang) AS langs
         FROM story_versions
        GROUP BY story_id)
     SELECT v.lang,
            to_char(to_timestamp(s.post_time) AT TIME ZONE 'UTC', 'YYYYMM') AS month,
            s.type,
            count(*)::int AS stories,
            extract(epoch FROM max(greatest(s.updated_at, c.changed)))::float8 AS last_modified
       FROM story_change c
       JOIN stories s ON s.id = c.story_id
      CROSS JOIN LATERAL unnest(c.langs) AS v(lang)
      WHERE v.lang = ANY($1::text[]) AND ${isPublic('s')}
      GROUP BY 1, 2, 3
      ORDER BY 1, 2, 3`,
    [langs],
  );
  return rows.map((row) => ({ lang: row.lang, month: row.month, type: row.type, stories: row.stories, lastModified: row.last_modified }));
}
