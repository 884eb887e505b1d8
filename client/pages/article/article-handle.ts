import type { RouteHandle } from '../../app/route-handle';

/**
 * The article route (article-prefetch.ts). Kept apart from the page, so that the route table
 * loads it without the page's code; the prefetch is the server's alone, folded away with its
 * import in the browser's bundle (route-handle.ts).
 */
export const articleHandle: RouteHandle = {
  module: 'client/pages/article/ArticlePage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./article-prefetch')).prefetchArticle(context),
};
