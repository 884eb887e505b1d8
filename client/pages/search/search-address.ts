import { isNewsType } from '../../../shared/taxonomy';
import type { LangCode } from '../../../shared/languages';
import { pageSearchText, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, type SearchParams } from '../../../shared/search';

/**
 * The search a page's address asks for. The address is typed by anyone, so it is read leniently:
 * the words cleaned and cut to what the API takes, an unknown category or order left out, a page
 * number out of range brought back into it.
 */
export function searchFromAddress(lang: LangCode, query: URLSearchParams): SearchParams {
  const type = query.get('type')?.toLowerCase() ?? null;
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    lang,
    q: pageSearchText(query.get('q')),
    page: Number.isSafeInteger(page) ? Math.min(Math.max(page, 1), SEARCH_MAX_PAGE) : 1,
    size: SEARCH_PAGE_SIZE,
    type: type && type !== 'trending' && isNewsType(type) ? type : null,
    sort: query.get('sort') === 'recent' ? 'recent' : 'relevance',
  };
}

/** The stories shown under a search that found nothing. */
export const TRENDING_SHOWN = 6;
