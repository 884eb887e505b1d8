import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { cachedQueryOf } from './cached-query';

/** What the callers of useBrowserQuery read of a query's result. */
export interface BrowserQueryResult<TData> {
  data: TData | undefined;
  isError: boolean;
}

/** The options useBrowserQuery takes: enabled is always said, and nothing that gives a result without the cache (initial or placeholder data). */
export type BrowserQueryOptions<TQueryFnData, TError, TData, TQueryKey extends QueryKey> = Omit<
  UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
  'enabled' | 'initialData' | 'placeholderData'
> & { enabled: boolean };

type BrowserQuery = <TQueryFnData, TError = Error, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: BrowserQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
) => BrowserQueryResult<TData>;

/**
 * What a disabled query's observer gives, read straight from the cache: it never fetches on
 * mount, so its data is the cached data (through select) and it is in error when the cached
 * query is.
 */
function useCachedResult<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: BrowserQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): BrowserQueryResult<TData> {
  const client = useQueryClient();
  if (options.enabled) throw new Error(`useBrowserQuery(${JSON.stringify(options.queryKey)}) is enabled in a server render, which never fetches it`);
  const state = cachedQueryOf<TQueryFnData, TQueryKey>(client, options)?.state;
  // Without select, a query's data is what its function answered (TData defaults to TQueryFnData).
  const data = state?.data === undefined ? undefined : options.select ? options.select(state.data) : (state.data as unknown as TData);
  return { data, isError: state?.status === 'error' };
}

/**
 * useQuery for a query that only a reader's own browser runs: their saved stories and follows
 * (pages are shared, so the server renders every page signed out), suggestions for what they
 * type, or data a page reads only if something else cached it. In a server render such a query
 * is disabled, and there this reads its result from the cache instead of building a query
 * observer, which a render never subscribes to: the observers of the signed-out queries were
 * about 2% of an uncached page's CPU (BENCHMARKS.md). The result is the one
 * useQuery gives there, so hydration matches; a query enabled in a server render throws.
 */
export const useBrowserQuery: BrowserQuery = typeof window === 'undefined' ? useCachedResult : (useQuery as BrowserQuery);
