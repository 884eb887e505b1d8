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
import { coveredCount, mayLoad, nextPageRequest, pageParam, restoreNeedsMore, type PageRequest } from './page-requests';

export interface NewsPages {
  items: NewsItem[];
  /** The first page has not arrived yet. */
  initialLoading: boolean;
  /** A later page is on its way; how many stories it adds, for placeholders. */
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
 * The pages of one list (spec §2), each through React Query (shared in-flight requests and the
 * 30 s cache). `size` is the page size in use: the server's during hydration, so that the first
 * page is the one the server rendered, then the width's. An address that arrives with ?page=N
 * loads, one page after another with pauses, what N pages at the size in use hold beyond the
 * first page, and keeps its address. Only the reader's own loads move ?page= on, to the page
 * just loaded, replaced, not pushed.
 */
export function useNewsPages(lang: LangCode, route: ListRoute, size: number): NewsPages {
  const { api } = useSite();
  const [searchParams, setSearchParams] = useSearchParams();
  // Read once: the address's later ?page= values are ours.
  const [restoreTo] = useState(() => pageParam(searchParams.get('page')));
  const [requests, setRequests] = useState<PageRequest[]>([{ page: 1, size }]);
  const [readerLoaded, setReaderLoaded] = useState(false);
  const results = useQueries({ queries: requests.map((request) => queries.newsPage(api, { lang, ...route, ...request })) });

  const first = results[0];
  const last = results[results.length - 1];
  const lastRequest = requests[requests.length - 1] ?? { page: 1, size };
  const lastLoaded = last?.isSuccess === true;
  const done =
    first?.isError === true ||
    (lastLoaded && ((last.data?.length ?? 0) < lastRequest.size || lastRequest.page >= MAX_PAGE || requests.length >= MAX_PAGE));
  const pending = last?.isPending === true;
  const failed = last?.isError === true && requests.length > 1;
  const restoring = !readerLoaded && !done && restoreNeedsMore(requests, restoreTo, size);
  const items = cleanNewsList(results.flatMap((result) => result.data ?? []));

  const state = useRef({ size, pending, failed, done, restoring });
  state.current = { size, pending, failed, done, restoring };
  const load = useCallback((byReader: boolean) => {
    const now = state.current;
    if (!mayLoad(now, byReader ? 'reader' : 'restore')) return;
    // Marked at once, so that a second trigger before the next render does not ask twice.
    now.pending = true;
    if (byReader) setReaderLoaded(true);
    setRequests((loaded) => [...loaded, nextPageRequest(loaded, now.size)]);
  }, []);
  const loadNext = useCallback(() => load(true), [load]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a page already in the cache is loaded the moment it is asked for, so lastLoaded stays true: requests.length is what starts the next pause then.
  useEffect(() => {
    if (!lastLoaded || !restoring) return;
    const timer = setTimeout(() => load(false), EARLIER_PAGE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [lastLoaded, restoring, requests.length, load]);

  const shownPage = searchParams.get('page');
  useEffect(() => {
    if (!readerLoaded || !lastLoaded || shownPage === String(lastRequest.page)) return;
    setSearchParams(
      (params) => {
        params.set('page', String(lastRequest.page));
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [readerLoaded, lastLoaded, lastRequest.page, shownPage, setSearchParams]);

  return {
    items,
    initialLoading: first?.isPending === true,
    // Counted past the stories already there: a page at a new size overlaps the ones before.
    loadingSize: pending && requests.length > 1 ? coveredCount(requests) - coveredCount(requests.slice(0, -1)) : null,
    failed,
    done,
    requested: requests.length,
    loadNext,
    retry: () => void last?.refetch(),
  };
}
