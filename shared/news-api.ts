import type { CorrectionsPage, CorrectionsRequest } from './corrections';
import type { LangCode } from './languages';
import type { NewsletterPageApi } from './newsletter-api';
import type { SearchPage, SearchParams, Suggestion } from './search';
import type { Translations } from './translations';
import type { ArchiveEntry, NewsItem } from './types';
import type { WithdrawnStory } from './withdrawn-story';

/** One page of a news list as our pages ask for it: the page size follows the screen width. */
export interface NewsListParams {
  lang: LangCode;
  type: string;
  subtype: string | null;
  /** Counted from 1. */
  page: number;
  size: number;
}

/** Stories of one subtype around one post time (spec §2 "Related news"). */
export interface RelatedParams {
  lang: LangCode;
  subtype: string;
  /** Epoch seconds of the story the others relate to. */
  postTime: number;
  /** That story, left out of its own related list. */
  excludeId: string;
}

/** Related stories are drawn from this window around the post time, in epoch seconds. */
export function relatedWindow(postTime: number, windowMs: number): { startTime: number; endTime: number } {
  const half = Math.round(windowMs / 1000);
  return { startTime: Math.max(0, postTime - half), endTime: postTime + half };
}

export interface ArchiveParams {
  lang: LangCode;
  category: string;
  /** yyyymm. */
  month: string;
  page: number;
  size: number;
}

/** A story's title per language, for the languages it has. */
export type StoryTitles = Partial<Record<LangCode, string>>;

/**
 * The data the pages render. The browser's implementation calls the HTTP API; the server's calls
 * the same service the API does (or the upstream), so one set of query hooks serves both.
 */
export interface NewsApi {
  list(params: NewsListParams): Promise<NewsItem[]>;
  /**
   * Null when there is no such story; a withdrawn story is only that, and when (decision 033).
   * The item's lang says which version was found.
   */
  details(id: string, lang: LangCode): Promise<NewsItem | WithdrawnStory | null>;
  /** The story's title in each language it exists in (its hreflang addresses are made from them). */
  titles(item: NewsItem): Promise<StoryTitles>;
  related(params: RelatedParams): Promise<NewsItem[]>;
  archive(params: ArchiveParams): Promise<ArchiveEntry[]>;
  messages(lang: LangCode): Promise<Translations>;
  /** The newsletter's token pages. */
  newsletter: NewsletterPageApi;
  /** One page of search results; `params.q` is already fit for the API (pageSearchText). */
  search(params: SearchParams): Promise<SearchPage>;
  suggest(lang: LangCode, q: string): Promise<Suggestion[]>;
  /** A page of the language's corrections and clarifications, newest first (decision 033). */
  corrections(params: CorrectionsRequest): Promise<CorrectionsPage>;
}
