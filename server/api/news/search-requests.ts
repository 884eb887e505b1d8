import type { Request } from 'express';
import { SEARCH_MAX_PAGE, SEARCH_MAX_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS, searchTextProblem, type SearchSort } from '../../../shared/search';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { categoriesFor, parseCategory } from '../../services/news/categories';
import type { SearchRequest } from '../../services/news/search-service';
import { parseLang } from './news-requests';

/** The reader's words: given, not blank, at most 200 characters, no control characters; trimmed. */
export function parseSearchText(value: string | undefined): string {
  const q = value ?? '';
  const problem = searchTextProblem(q);
  if (problem === 'empty') throw invalidParameter('q', `Parameter 'q' is required: give the words to search for.`);
  if (problem === 'long') throw invalidParameter('q', `Parameter 'q' must be at most ${SEARCH_QUERY_MAX_LENGTH} characters.`);
  if (problem === 'control') throw invalidParameter('q', `Parameter 'q' must not contain control characters.`);
  return q.trim();
}

function parseSort(value: string | undefined): SearchSort {
  if (value === undefined) return 'relevance';
  const sort = SEARCH_SORTS.find((known) => known === value);
  if (sort) return sort;
  throw invalidParameter('sort', `Parameter 'sort': expected relevance or recent, got '${value.slice(0, 40)}'.`);
}

/** GET /api/public/xnews/search. `type` narrows to one category; trending and main mean all. */
export function parseSearchQuery(query: Request['query']): SearchRequest {
  const type = single(query, 'type');
  return {
    lang: parseLang(single(query, 'lang')),
    q: parseSearchText(single(query, 'q', { emptyAsAbsent: true })),
    page: integer(query, 'page', { min: 1, max: SEARCH_MAX_PAGE, fallback: 1 }),
    size: integer(query, 'size', { min: 1, max: SEARCH_MAX_SIZE, fallback: SEARCH_PAGE_SIZE }),
    types: type === undefined ? null : categoriesFor(parseCategory(type, 'type'), undefined),
    sort: parseSort(single(query, 'sort')),
  };
}

/** GET /api/public/xnews/suggest. */
export function parseSuggestQuery(query: Request['query']): { lang: SearchRequest['lang']; q: string } {
  return { lang: parseLang(single(query, 'lang')), q: parseSearchText(single(query, 'q', { emptyAsAbsent: true })) };
}
