import type { RouteHandle } from '../../app/route-handle';

/**
 * Kept apart from the page so that the route table loads it without the page's code; the
 * prefetch is the server's alone, folded away with its import in the browser's bundle.
 */
export const newsListHandle: RouteHandle = {
  module: 'client/pages/news-list/NewsListPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./news-list-prefetch')).prefetchNewsList(context),
};
