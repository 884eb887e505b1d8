import type { Params } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';
import type { RelatedParams } from '../../../shared/news-api';
import { isStoryId, parseSlugAndId } from '../../../shared/slug';
import type { NewsItem, SiteConfig } from '../../../shared/types';
import { configuredLang } from '../../../shared/routes';

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
