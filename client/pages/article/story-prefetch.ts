import type { LangCode } from '../../../shared/languages';
import type { NewsItem } from '../../../shared/types';
import { isWithdrawn, type WithdrawnStory } from '../../../shared/withdrawn-story';
import { fetchForRender } from '../../app/render-prefetch';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { lastSegment, storyRoute } from './article-route';

/** A path with the address's query string, which a redirect to the canonical address keeps. */
export function withSearch(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search}` : path;
}

/**
 * A story page's story on the server: the story in the route's language (or its fallback), or
 * how to answer instead: 404 for a missing, malformed or unknown id, 410 for a story the editors
 * withdrew (the page shows their notice, from the cache), 503 when it cannot be
 * fetched, and a 301 (query kept) from an id-only or wrong-slug address to pathOf's.
 */
export async function prefetchStory(
  { queryClient, api, params, url, config }: PrefetchContext,
  pathOf: (lang: LangCode, title: string, id: string) => string,
): Promise<{ outcome: PrefetchOutcome } | { item: NewsItem; lang: LangCode }> {
  const route = storyRoute(params, config);
  if (route.kind !== 'story') return { outcome: 404 };
  let item: NewsItem | WithdrawnStory | null;
  try {
    item = await fetchForRender(queryClient, queries.article(api, route.id, route.lang));
  } catch {
    return { outcome: 503 };
  }
  if (!item) return { outcome: 404 };
  if (isWithdrawn(item)) return { outcome: 410 };
  const canonical = pathOf(route.lang, item.title, item.id);
  if (route.segment !== lastSegment(canonical)) return { outcome: { redirect: withSearch(canonical, url.search) } };
  return { item, lang: route.lang };
}
