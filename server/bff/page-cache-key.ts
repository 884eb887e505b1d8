/**
 * The cache key of a page: everything the server's render depends on. The path with its query
 * (sorted, so ?a&b and ?b&a are one page) and the list page size; the language is in the path.
 */
export function pageCacheKey(url: URL, pageSize: number): string {
  const query = new URLSearchParams(url.searchParams);
  query.sort();
  const search = query.toString();
  return `${pageSize}|${url.pathname}${search === '' ? '' : `?${search}`}`;
}
