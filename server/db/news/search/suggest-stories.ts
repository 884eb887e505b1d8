import type { LangCode } from '../../../../shared/languages';
import type { Queryable } from '../../database';
import { tsquerySql } from './search-query-sql';
import type { SearchQueryText } from './search-text';

/** The best-ranked stories whose title in `lang` matches a prefix query, best first. */
export async function suggestStories(db: Queryable, lang: LangCode, query: SearchQueryText, limit: number): Promise<{ id: string; title: string }[]> {
  const params: unknown[] = [lang];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = tsquerySql(query, '$1', add);
  return db.query<{ id: string; title: string }>(
    `SELECT s.id, v.title
       FROM story_versions v JOIN stories s ON s.id = v.story_id
      WHERE v.lang = $1 AND v.search_title @@ ${tsquery}
      ORDER BY s.rank DESC, s.id DESC
      LIMIT ${add(limit)}`,
    params,
  );
}
