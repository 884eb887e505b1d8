import type { Params } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { RelatedParams } from '../../../shared/news-api';
import { isStoryId, parseSlugAndId } from '../../../shared/slug';
import type { NewsItem, SiteConfig } from '../../../shared/types';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';
import { queries } from '../../data/queries';

/** What an article or brief address names (spec §2). */
export type StoryRoute =
  /** A story to fetch: the route's language, its id, and the slug-and-id segment as it came. */
  | { kind: 'story'; lang: LangCode; id: string; segment: string }
  /** The language or the id is missing (or the language is not one the site has). */
  | { kind: 'missing' }
  /** An id that cannot be a story's: answered like an unknown one. */
  | { kind: 'invalid' };

export function storyRoute(params: Params, config: SiteConfig): StoryRoute {
  const lang = configuredLang(params.lang, config);
  const segment = params.slugAndId ?? '';
  const { id } = parseSlugAndId(segment);
  if (!lang || id === '') return { kind: 'missing' };
  if (!isStoryId(id)) return { kind: 'invalid' };
  return { kind: 'story', lang, id, segment };
}

/** The last segment of a path: what a route's slugAndId must equal for the address to be canonical. */
export function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Stories of the same subtype around this one's post time, in the reader's language (spec §2). */
export function relatedParams(lang: LangCode, item: NewsItem): RelatedParams {
  return { lang, subtype: item.subtype, postTime: item.postTime, excludeId: item.id };
}

/** A path with the address's query string, which a redirect to the canonical address keeps. */
export function withSearch(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search}` : path;
}

/**
 * A story page's story on the server: the story in the route's language (or its fallback), or
 * how to answer instead: 404 for a missing, malformed or unknown id, 503 when it cannot be
 * fetched, and a 301 (query kept) from an id-only or wrong-slug address to pathOf's.
 */
export async function prefetchStory(
  { queryClient, api, params, url, config }: PrefetchContext,
  pathOf: (lang: LangCode, title: string, id: string) => string,
): Promise<{ outcome: PrefetchOutcome } | { item: NewsItem; lang: LangCode }> {
  const route = storyRoute(params, config);
  if (route.kind !== 'story') return { outcome: 404 };
  let item: NewsItem | null;
  try {
    item = await queryClient.fetchQuery(queries.article(api, route.id, route.lang));
  } catch {
    return { outcome: 503 };
  }
  if (!item) return { outcome: 404 };
  const canonical = pathOf(route.lang, item.title, item.id);
  if (route.segment !== lastSegment(canonical)) return { outcome: { redirect: withSearch(canonical, url.search) } };
  return { item, lang: route.lang };
}
