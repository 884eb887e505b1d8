import type { SearchQueryText } from './search-text';

/**
 * The tsquery of a SearchQueryText as SQL, its language's configuration in `langParam`. Only the
 * parts given are named, so an empty one costs no "query contains no lexemes" notice; with
 * neither, nothing matches.
 */
export function tsquerySql(query: SearchQueryText, langParam: string, addParam: (value: unknown) => string): string {
  const config = `xnews_search_config(${langParam})`;
  const parts: string[] = [];
  if (query.lexemes) parts.push(`to_tsquery(${config}, ${addParam(query.lexemes)})`);
  if (query.words.trim()) parts.push(`websearch_to_tsquery(${config}, ${addParam(query.words)})`);
  return parts.length === 0 ? `''::tsquery` : `(${parts.join(' && ')})`;
}

/** A version's search_doc from its prepared title and body (searchDocumentText), in its language's configuration. */
export function searchDocSql(lang: string, title: string, body: string): string {
  return `setweight(${searchTitleSql(lang, title)}, 'A') || setweight(to_tsvector(xnews_search_config(${lang}), ${body}), 'B')`;
}

/** A version's search_title from its prepared title. */
export function searchTitleSql(lang: string, title: string): string {
  return `to_tsvector(xnews_search_config(${lang}), ${title})`;
}
