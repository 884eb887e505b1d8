import { queries } from '../../data/queries';
import type { RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';
import { parseListRoute } from './list-route-params';

/** Kept apart from the page so that the route table loads it without the page's code. */
export const newsListHandle: RouteHandle = {
  module: 'client/pages/news-list/NewsListPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, api, params, config, pageSize }) => {
    const lang = configuredLang(params.lang, config);
    const route = parseListRoute(params.type, params.subtype);
    if (!lang || !route) return 404;
    // The first page only: the browser restores later pages of ?page= itself (spec §2).
    await queryClient.prefetchQuery(queries.newsPage(api, { lang, ...route, page: 1, size: pageSize }));
    return undefined;
  },
};
