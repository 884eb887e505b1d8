import type { LangCode } from './languages';
import type { NewsItem } from './types';

/** Issue 15: what search and suggestions accept and answer, the same for the API, the pages and the client. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_SIZE = 100;
/** Deep enough for any reader; OFFSET past it costs more than anyone reads. */
export const SEARCH_MAX_PAGE = 500;
export const SUGGESTION_COUNT = 8;
/** Typing pauses this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 200;
export const SEARCH_SORTS = ['relevance', 'recent'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** A Chinese character is a word or most of one; a Latin letter or two says little. */
export function suggestMinLength(lang: LangCode): number {
  return lang === 'cn' || lang === 'tw' ? 1 : 2;
}

/** A piece of a title or summary, marked when it is what the reader searched for. Plain text, never HTML. */
export interface TextSegment {
  text: string;
  match: boolean;
}

export interface SearchHighlights {
  title: TextSegment[];
  /** An excerpt of the summary around the first match (the start when only the body matched). */
  summary: TextSegment[];
}

export type SearchResultItem = NewsItem & { highlights: SearchHighlights };

export interface SearchPage {
  total: number;
  /** Counted from 1. */
  page: number;
  size: number;
  items: SearchResultItem[];
}

export interface Suggestion {
  id: string;
  title: string;
  /** The story's page. */
  path: string;
}

/** A search as a page or a client asks for it; `type` is a category or null for every one. */
export interface SearchParams {
  lang: LangCode;
  q: string;
  page: number;
  size: number;
  type: string | null;
  sort: SearchSort;
}
