import { useQueries } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EARLIER_PAGE_PAUSE_MS, MAX_PAGE } from '../../../shared/constants';
import type { LangCode } from '../../../shared/languages';
import { cleanNewsList } from '../../../shared/list-rules';
import type { NewsItem } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { queries } from '../../data/queries';
import type { ListRoute } from './list-route-params';
import { currentPageSize } from './use-page-size';

export interface PageRequest {
  page: number;
  size: number;
}

/**
 * The next page at the current size, counted so that it starts at or before the first story not
 * yet loaded: when the size has changed since earlier pages, a few stories come twice and are
 * dropped, and none are skipped.
 */
export function nextPageRequest(loaded: readonly PageRequest[], size: number): PageRequest {
  const covered = Math.max(0, ...loaded.map((request) => request.page * request.size));
  return { page: Math.floor(covered / size) + 1, size };
}

/** The ?page= of an address, within 1..MAX_PAGE. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? Math.min(page, MAX_PAGE) : 1;
}

export interface NewsPages {
  items: NewsItem[];
  /** The first page has not arrived yet. */
  initialLoading: boolean;
  /** A later page is on its way; its size, for placeholders. */
  loadingSize: number | null;
  /** A later page failed; retry() asks again. */
  failed: boolean;
  /** Nothing more to load: the list ended, reached MAX_PAGE, or its first page failed. */
  done: boolean;
  /** How many pages have been asked for; changes on every load. */
  requested: number;
  loadNext(): void;
  retry(): void;
}

/**
 * The pages of one list (spec §2): the first page at the size the list opened with, later ones
 * at the size of the current width, each through React Query (shared in-flight requests and
 * the 30 s cache). The address keeps ?page= of the last page, replaced, not pushed; an address
 * that arrives with ?page=N loads the pages up to N one after another with pauses.
 */
export function useNewsPages(lang: LangCode, route: ListRoute, firstSize: number): NewsPages {
  const { api } = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address's later ?page= values are ours.
  const [restoreTo] = useState(() => pageParam(searchParams.get('page')));
  const [requests, setRequests] = useState<PageRequest[]>([{ page: 1, size: firstSize }]);
  const results = useQueries({ queries: requests.map((request) => queries.newsPage(api, { lang, ...route, ...request })) });

  const first = results[0];
  const last = results[results.length - 1];
  const lastRequest = requests[requests.length - 1] ?? { page: 1, size: firstSize };
  const lastLoaded = last?.isSuccess === true;
  const done =
    first?.isError === true ||
    (lastLoaded && ((last.data?.length ?? 0) < lastRequest.size || lastRequest.page >= MAX_PAGE || requests.length >= MAX_PAGE));
  const pending = last?.isPending === true;
  const failed = last?.isError === true && requests.length > 1;
  const items = cleanNewsList(results.flatMap((result) => result.data ?? []));

  const state = useRef({ requests, pending, failed, done });
  state.current = { requests, pending, failed, done };
  const loadNext = useCallback(() => {
    const now = state.current;
    if (now.pending || now.failed || now.done) return;
    // Marked at once, so that a second trigger before the next render does not ask twice.
    now.pending = true;
    setRequests((loaded) => [...loaded, nextPageRequest(loaded, currentPageSize())]);
  }, []);

  useEffect(() => {
    if (!lastLoaded || done || lastRequest.page >= restoreTo) return;
    const timer = setTimeout(loadNext, EARLIER_PAGE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [lastLoaded, done, lastRequest.page, restoreTo, loadNext]);

  const shownPage = searchParams.get('page');
  useEffect(() => {
    if (!lastLoaded || lastRequest.page <= 1 || lastRequest.page < restoreTo || shownPage === String(lastRequest.page)) return;
    setSearchParams(
      (params) => {
        params.set('page', String(lastRequest.page));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [lastLoaded, lastRequest.page, restoreTo, shownPage, setSearchParams]);

  return {
    items,
    initialLoading: first?.isPending === true,
    loadingSize: pending && requests.length > 1 ? lastRequest.size : null,
    failed,
    done,
    requested: requests.length,
    loadNext,
    retry: () => void last?.refetch(),
  };
}
