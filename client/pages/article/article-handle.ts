import type { RouteHandle } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { articlePath } from '../../../shared/slug';
import { lastSegment, relatedParams, storyRoute, withSearch } from './article-route';
import { storyTitles } from './article-titles';

/**
 * The article route on the server (spec §2): the story in the route's language (or its English
 * fallback), a 301 to the one canonical address from an id-only or wrong-slug one (query kept),
 * 404 for a missing, malformed or unknown id, and the related stories and hreflang titles.
 * Kept apart from the page, so that the route table loads it without the page's code.
 */
export const articleHandle: RouteHandle = {
  module: 'client/pages/article/ArticlePage.tsx',
  async prefetch({ queryClient, api, params, url, config }) {
    const route = storyRoute(params, config);
    if (route.kind !== 'story') return 404;
    let item;
    try {
      item = await queryClient.fetchQuery(queries.article(api, route.id, route.lang));
    } catch {
      return 503;
    }
    if (!item) return 404;
    const canonical = articlePath(route.lang, item.title, item.id);
    if (route.segment !== lastSegment(canonical)) return { redirect: withSearch(canonical, url.search) };
    const fallback = item.lang !== route.lang;
    await Promise.all([
      queryClient.prefetchQuery(queries.related(api, relatedParams(route.lang, item))),
      fallback ? undefined : queryClient.prefetchQuery(storyTitles(api, item)),
    ]);
    return undefined;
  },
};
