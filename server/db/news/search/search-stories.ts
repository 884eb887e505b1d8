import type { LangCode } from '../../../../shared/languages';
import type { SearchSort } from '../../../../shared/search';
import type { NewsItem } from '../../../../shared/types';
import type { Queryable } from '../../database';
import { NEWS_ITEM_COLUMNS, newsItemFromRow, type NewsItemRow } from '../story-columns';
import { tsquerySql } from './search-query-sql';
import type { SearchQueryText } from './search-text';
import { isPublic, storyIsPublic } from '../public-stories';

export interface SearchFilter {
  lang: LangCode;
  query: SearchQueryText;
  /** The categories to search; null means every category. */
  types: readonly string[] | null;
  sort: SearchSort;
  limit: number;
  offset: number;
  /** Matches are counted exactly up to this many; past it the count stops. */
  totalCap: number;
}

export interface SearchMatches {
  /** Every match, or totalCap when there are more (totalCapped). */
  total: number;
  totalCapped: boolean;
  items: NewsItem[];
}

const ORDER: Record<SearchSort, (table: string) => string> = {
  // Title matches first, then the stored rank: recency with trending score.
  relevance: (t) => `${t}.in_title DESC, ${t}.rank DESC, ${t}.id DESC`,
  recent: (t) => `${t}.post_time DESC, ${t}.id DESC`,
};

/**
 * Relevance: title matches first, then matches in the body alone, each best first by rank. The
 * matches are taken from the GIN index up to the cap, once: with fewer, they are all there is,
 * and sorting them is cheap; with more (a common word), each kind is walked in rank order instead,
 * `depth` of each (the page's end) being enough for the page wherever it falls.
 */
function relevanceParts(matching: (condition: string) => string, query: string, beyondCap: string, limit: string, offset: string, depth: string): string {
  const best = (inTitle: boolean, condition: string) =>
    `(SELECT v.story_id AS id, v.rank, ${inTitle} AS in_title ${matching(condition)}
       ORDER BY v.rank DESC, v.story_id DESC LIMIT ${depth})`;
  return `capped AS MATERIALIZED (SELECT v.story_id AS id, v.rank, v.search_title @@ ${query} AS in_title
                                   ${matching(`v.search_doc @@ ${query}`)} LIMIT ${beyondCap}),
          counted AS MATERIALIZED (SELECT count(*)::int AS total FROM capped),
          page AS (SELECT * FROM (SELECT * FROM capped WHERE (SELECT total FROM counted) < ${beyondCap}
                                  UNION ALL
                                  SELECT * FROM (${best(true, `v.search_title @@ ${query}`)}
                                                 UNION ALL ${best(false, `v.search_doc @@ ${query} AND NOT v.search_title @@ ${query}`)}) walked
                                   WHERE (SELECT total FROM counted) = ${beyondCap}) hits
                    ORDER BY ${ORDER.relevance('hits')} LIMIT ${limit} OFFSET ${offset})`;
}

/**
 * One page of the stories whose version in `lang` matches, and how many match, up to totalCap.
 * Nothing here is linear in the matches: a word in a third of all stories must cost what a rare
 * one does. Each part asks for the best few rows in an order an index has (014_search_rank.sql),
 * so the planner either walks that index and tests each version until it has enough, or, for a
 * rare word, takes the few matches from the GIN index and sorts them; the count stops at the cap.
 * Relevance is the best title matches, then the best matches in the body alone, each by rank.
 */
export async function searchStories(db: Queryable, filter: SearchFilter): Promise<SearchMatches> {
  const params: unknown[] = [filter.lang];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const query = tsquerySql(filter.query, '$1', add);
  const typeCondition =
    filter.types === null ? '' : `AND EXISTS (SELECT 1 FROM stories t WHERE t.id = v.story_id AND t.type = ANY(${add(filter.types)}::text[]))`;
  const matching = (condition: string) => `FROM story_versions v WHERE v.lang = $1 AND ${condition} ${typeCondition} AND ${storyIsPublic('v.story_id')}`;
  const beyondCap = add(filter.totalCap + 1);
  const countSql = `SELECT count(*)::int AS total FROM (SELECT 1 ${matching(`v.search_doc @@ ${query}`)} LIMIT ${beyondCap}) counted`;
  const countParams = [...params];
  const limit = add(filter.limit);
  const offset = add(filter.offset);
  const parts =
    filter.sort === 'relevance'
      ? relevanceParts(matching, query, beyondCap, limit, offset, add(filter.limit + filter.offset))
      : `counted AS MATERIALIZED (${countSql}),
         page AS (SELECT v.story_id AS id, s.post_time
                    FROM story_versions v JOIN stories s ON s.id = v.story_id
                   WHERE v.lang = $1 AND v.search_doc @@ ${query} ${typeCondition} AND ${isPublic('s')}
                   ORDER BY s.post_time DESC, s.id DESC LIMIT ${limit} OFFSET ${offset})`;
  const rows = await db.query<NewsItemRow & { total: number }>(
    `WITH ${parts}
     SELECT (SELECT total FROM counted) AS total, ${NEWS_ITEM_COLUMNS}
       FROM page
       JOIN stories s ON s.id = page.id
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      ORDER BY ${ORDER[filter.sort]('page')}`,
    params,
  );
  const items = rows.map(newsItemFromRow);
  // Past the last page there is no row to carry the count.
  const counted = rows[0]?.total ?? (filter.offset === 0 ? 0 : ((await db.query<{ total: number }>(countSql, countParams))[0]?.total ?? 0));
  return { total: Math.min(counted, filter.totalCap), totalCapped: counted > filter.totalCap, items };
}
