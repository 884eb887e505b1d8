import { configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { searchFromAddress, TRENDING_SHOWN } from './search-address';
import { fetchForRender, prefetchForRender } from '../../app/render-prefetch';

/** The search page on the server: the results of the address's search, or what is trending when nothing is found. */
export async function prefetchSearch({ queryClient, api, params, url, config }: PrefetchContext): Promise<PrefetchOutcome> {
  const lang = configuredLang(params.lang, config);
  if (!lang) return 404;
  const search = searchFromAddress(lang, url.searchParams);
  if (search.q === '') return undefined;
  const found = await fetchForRender(queryClient, queries.search(api, search)).catch(() => null);
  // Nothing found: the page offers what is trending instead.
  if (found?.total === 0) {
    await prefetchForRender(queryClient, queries.newsPage(api, { lang, type: 'trending', subtype: null, page: 1, size: TRENDING_SHOWN }));
  }
  return undefined;
}
