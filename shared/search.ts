import type { LangCode } from './languages';
import type { NewsItem } from './types';

/** What search and suggestions accept and answer, the same for the API, the pages and the client. */
export const SEARCH_QUERY_MAX_LENGTH = 200;
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_MAX_SIZE = 100;
/** Deep enough for any reader; OFFSET past it costs more than anyone reads. */
export const SEARCH_MAX_PAGE = 500;
export const SUGGESTION_COUNT = 8;
/**
 * Matches are counted exactly up to this many, and past it shown as "1,000+": counting every
 * story a common word is in costs a second at a million stories, counting 10,000 of them 45 ms,
 * 1,000 of them 5 ms (BENCHMARKS.md, decision 020), and no reader pages past 50 pages of 20.
 */
export const SEARCH_TOTAL_CAP = 1_000;
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
  /** Every match, or SEARCH_TOTAL_CAP when there are more (totalCapped). */
  total: number;
  /** There are more matches than total. */
  totalCapped: boolean;
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

// Control characters, and the format characters that reorder or hide text (bidi overrides, zero widths).
const CONTROL_CHARACTERS = /[\p{Cc}\u200B-\u200F\u202A-\u202E\u2066-\u2069]/u;

/** Why the API refuses a query, or null: what the API answers 400 for. */
export function searchTextProblem(q: string): 'empty' | 'long' | 'control' | null {
  const trimmed = q.trim();
  if (trimmed === '') return 'empty';
  if (Array.from(trimmed).length > SEARCH_QUERY_MAX_LENGTH) return 'long';
  return CONTROL_CHARACTERS.test(trimmed) ? 'control' : null;
}

/**
 * A query from a page's address as the page searches for it: without control characters, trimmed,
 * cut to the longest the API takes. The API refuses such input; a page does its best with it.
 */
export function pageSearchText(q: string | null): string {
  const cleaned = (q ?? '').replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), ' ').trim();
  return Array.from(cleaned).slice(0, SEARCH_QUERY_MAX_LENGTH).join('').trim();
}
