import type { RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';
import { queries } from '../../data/queries';
import { searchFromAddress, TRENDING_SHOWN } from './search-address';

/** Kept apart from the page so that the route table loads it without the page's code. */
export const searchHandle: RouteHandle = {
  module: 'client/pages/search/SearchPage.tsx',
  messageSections: ['search'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, api, params, url, config }) => {
    const lang = configuredLang(params.lang, config);
    if (!lang) return 404;
    const search = searchFromAddress(lang, url.searchParams);
    if (search.q === '') return undefined;
    const found = await queryClient.fetchQuery(queries.search(api, search)).catch(() => null);
    // Nothing found: the page offers what is trending instead.
    if (found?.total === 0) {
      await queryClient.prefetchQuery(queries.newsPage(api, { lang, type: 'trending', subtype: null, page: 1, size: TRENDING_SHOWN }));
    }
    return undefined;
  },
};
