import { READING_PREFERENCE_NAMES, READING_PREFERENCES, type ReadingChoices } from '../../shared/reading-preferences';

/**
 * The cache key of a page: everything the server's render depends on. The path with its query
 * (sorted, so ?a&b and ?b&a are one page), the list page size and the reading preferences
 * (decision 039; the unchosen ones make the page every anonymous reader shares); the language is in the path.
 */
export function pageCacheKey(url: URL, pageSize: number, reading: ReadingChoices): string {
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const search = query.toString();
  const preferences = READING_PREFERENCE_NAMES.map((preference) => reading[preference] ?? READING_PREFERENCES[preference].unchosen).join('|');
  return `${pageSize}|${preferences}|${url.pathname}${search === '' ? '' : `?${search}`}`;
}
