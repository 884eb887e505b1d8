import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import type { Queryable } from '../database';
import { CARD_COLUMNS, NEWS_ITEM_COLUMNS, newsItemFromRow, type NewsItemRow } from './story-columns';
import { isPublic } from './public-stories';

export interface ListFilter {
  lang: LangCode;
  /** The categories to draw from; null means every category. */
  types: readonly string[] | null;
  subtype: string | null;
  minTrendingScore: number;
  /** Epoch seconds, inclusive: the earliest post time asked for (0: none). */
  startTime: number;
  /**
   * The rolling window: only stories posted this many days before the query runs. Counted then,
   * not when the filter was made, so a filter names no moment: one cached answer serves it for as
   * long as it is kept, and a copy kept while the database is down still answers it a minute later.
   */
  daysBack?: number;
  /** Epoch seconds, inclusive; null means no upper bound. */
  endTime: number | null;
  limit: number;
  offset: number;
  /** Only what a card shows: body, citations and embed left empty (CARD_COLUMNS). */
  cards?: boolean;
}

/**
 * One page of stories in one language, best first by the stored rank (see 001_stories.sql).
 * The statement names only the conditions in use, so the planner sees the matching index.
 * The page's ids are picked first and only those rows are read whole: rows skipped by OFFSET
 * cost an index entry each, not a text row.
 */
export async function listStories(db: Queryable, filter: ListFilter, now = Date.now()): Promise<NewsItem[]> {
  const windowStart = filter.daysBack === undefined ? 0 : Math.floor(now / 1000) - filter.daysBack * 86_400;
  const params: unknown[] = [filter.lang, filter.minTrendingScore, Math.max(filter.startTime, windowStart)];
  const conditions = ['s.trending_score >= $2', 's.post_time >= $3', isPublic('s')];
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(condition(`$${params.length}`));
  };
  if (filter.endTime !== null) add((p) => `s.post_time <= ${p}`, filter.endTime);
  if (filter.types !== null) {
    if (filter.types.length === 1) add((p) => `s.type = ${p}`, filter.types[0]);
    else add((p) => `s.type = ANY(${p}::text[])`, filter.types);
  }
  if (filter.subtype !== null) add((p) => `s.subtype = ${p}`, filter.subtype);
  params.push(filter.limit, filter.offset);
  const rows = await db.query<NewsItemRow>(
    `WITH page AS (
       SELECT s.id, s.rank
         FROM stories s
        WHERE ${conditions.join(' AND ')}
          AND EXISTS (SELECT 1 FROM story_versions x WHERE x.story_id = s.id AND x.lang = $1)
        ORDER BY s.rank DESC, s.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length})
     SELECT ${filter.cards ? CARD_COLUMNS : NEWS_ITEM_COLUMNS}
       FROM page
       JOIN stories s ON s.id = page.id
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      ORDER BY page.rank DESC, page.id DESC`,
    params,
  );
  return rows.map(newsItemFromRow);
}
