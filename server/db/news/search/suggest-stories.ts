import type { LangCode } from '../../../../shared/languages';
import type { Queryable } from '../../database';
import { tsquerySql } from './search-query-sql';
import type { SearchQueryText } from './search-text';
import { storyIsPublic } from '../public-stories';

/**
 * The best-ranked stories whose title in `lang` matches a prefix query, best first. A short
 * prefix matches thousands of titles: the versions' own rank (014_search_rank.sql) lets the
 * planner walk them best first and stop at `limit`, instead of sorting every match.
 */
export async function suggestStories(db: Queryable, lang: LangCode, query: SearchQueryText, limit: number): Promise<{ id: string; title: string }[]> {
  const params: unknown[] = [lang];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = tsquerySql(query, '$1', add);
  return db.query<{ id: string; title: string }>(
    `SELECT v.story_id AS id, v.title
       FROM story_versions v
      WHERE v.lang = $1 AND v.search_title @@ ${tsquery} AND ${storyIsPublic('v.story_id')}
      ORDER BY v.rank DESC, v.story_id DESC
      LIMIT ${add(limit)}`,
    params,
  );
}
