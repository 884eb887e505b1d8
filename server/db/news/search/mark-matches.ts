import type { LangCode } from '../../../../shared/languages';
import type { Queryable } from '../../database';
import { tsquerySql } from './search-query-sql';
import type { SearchQueryText } from './search-text';

/** Around each match in markMatches' output; taken out of the texts first, so every one is ours. */
export const MARK_START = '\u0002';
export const MARK_END = '\u0003';

/**
 * Texts with the words that match a query marked, by ts_headline in the language's configuration
 * (so "elections" is marked for élection): the whole text, with MARK_START and MARK_END around
 * each match. For English, Spanish and French; Chinese is indexed as character pairs, which
 * ts_headline cannot map back onto the text.
 */
export async function markMatches(db: Queryable, lang: LangCode, query: SearchQueryText, texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const params: unknown[] = [lang];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const tsquery = tsquerySql(query, '$1', add);
  const options = add(`StartSel=${MARK_START}, StopSel=${MARK_END}, HighlightAll=true`);
  const rows = await db.query<{ marked: string }>(
    `SELECT ts_headline(xnews_search_config($1), translate(t.text, ${add(MARK_START + MARK_END)}, ''), ${tsquery}, ${options}) AS marked
       FROM unnest(${add(texts)}::text[]) WITH ORDINALITY AS t(text, n)
      ORDER BY t.n`,
    params,
  );
  return rows.map((row) => row.marked);
}
