import type { LangCode } from '../languages';
import type { SearchSort } from '../search';

/** What a search page's address holds beyond its language; defaults are left out of the address. */
export interface SearchAddress {
  q?: string;
  page?: number;
  type?: string | null;
  sort?: SearchSort;
}

/** The search page: /{lang}/search?q=…&type=…&sort=recent&page=2. */
export function searchPath(lang: LangCode, address: SearchAddress = {}): string {
  const query = new URLSearchParams();
  if (address.q) query.set('q', address.q);
  if (address.type) query.set('type', address.type);
  if (address.sort && address.sort !== 'relevance') query.set('sort', address.sort);
  if (address.page && address.page > 1) query.set('page', String(address.page));
  const text = query.toString();
  return `/${lang}/search${text ? `?${text}` : ''}`;
}

/** The site's OpenSearch description in one language, which every page links to. */
export function openSearchPath(lang: LangCode): string {
  return `/opensearch.xml?lang=${lang}`;
}
