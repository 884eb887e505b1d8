import type { LangCode } from '../../../../shared/languages';
import type { SearchSort } from '../../../../shared/search';
import type { NewsItem } from '../../../../shared/types';
import type { Queryable } from '../../database';
import { NEWS_ITEM_COLUMNS, newsItemFromRow, type NewsItemRow } from '../story-columns';
import { tsquerySql } from './search-query-sql';
import type { SearchQueryText } from './search-text';

export interface SearchFilter {
  lang: LangCode;
  query: SearchQueryText;
  /** The categories to search; null means every category. */
  types: readonly string[] | null;
  sort: SearchSort;
  limit: number;
  offset: number;
}

const ORDER: Record<SearchSort, (table: string) => string> = {
  // Title matches first, then the stored rank: recency with trending score.
  relevance: (t) => `${t}.in_title DESC, ${t}.rank DESC, ${t}.id DESC`,
  recent: (t) => `${t}.post_time DESC, ${t}.id DESC`,
};

/**
 * One page of the stories whose version in `lang` matches, and how many match in all. The
 * matches are found through the GIN index on search_doc; only the page's rows are read whole.
 */
export async function searchStories(db: Queryable, filter: SearchFilter): Promise<{ total: number; items: NewsItem[] }> {
  const params: unknown[] = [filter.lang];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const query = tsquerySql(filter.query, '$1', add);
  const typeCondition = filter.types === null ? '' : `AND s.type = ANY(${add(filter.types)}::text[])`;
  const hitsSql = `
    SELECT v.story_id AS id, s.rank, s.post_time, v.search_title @@ ${query} AS in_title
      FROM story_versions v JOIN stories s ON s.id = v.story_id
     WHERE v.lang = $1 AND v.search_doc @@ ${query} ${typeCondition}`;
  const limit = add(filter.limit);
  const offset = add(filter.offset);
  const rows = await db.query<NewsItemRow & { total: number }>(
    `WITH hits AS MATERIALIZED (${hitsSql}),
          page AS (SELECT * FROM hits ORDER BY ${ORDER[filter.sort]('hits')} LIMIT ${limit} OFFSET ${offset})
     SELECT (SELECT count(*) FROM hits)::int AS total, ${NEWS_ITEM_COLUMNS}
       FROM page
       JOIN stories s ON s.id = page.id
       JOIN story_versions v ON v.story_id = s.id AND v.lang = $1
      ORDER BY ${ORDER[filter.sort]('page')}`,
    params,
  );
  const items = rows.map(newsItemFromRow);
  if (rows[0]) return { total: rows[0].total, items };
  // Past the last page there is no row to carry the count.
  if (filter.offset === 0) return { total: 0, items };
  const [count] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM (${hitsSql}) hits`, params.slice(0, -2));
  return { total: count?.total ?? 0, items };
}
