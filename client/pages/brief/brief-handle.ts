import type { RouteHandle } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { briefPath } from '../../../shared/slug';
import { lastSegment, storyRoute, withSearch } from '../article/article-route';

/**
 * The brief route on the server (spec §2): the story as for the article, 404 when the language
 * or id is missing or the story unknown, and a 301 from an id-only or wrong-slug address.
 */
export const briefHandle: RouteHandle = {
  module: 'client/pages/brief/BriefPage.tsx',
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
    const canonical = briefPath(route.lang, item.title, item.id);
    if (route.segment !== lastSegment(canonical)) return { redirect: withSearch(canonical, url.search) };
    return undefined;
  },
};
