import { useQueryClient, useSuspenseQuery, type QueryKey, type UseSuspenseQueryOptions } from '@tanstack/react-query';
import { use } from 'react';
import { cachedQueryOf } from './cached-query';

/** The options useSuspenseData takes: a query whose data is what its function answered (no select). */
export type SuspenseDataOptions<TData, TQueryKey extends QueryKey> = Omit<UseSuspenseQueryOptions<TData, Error, TData, TQueryKey>, 'select'>;

type SuspenseData = <TData, TQueryKey extends QueryKey = QueryKey>(options: SuspenseDataOptions<TData, TQueryKey>) => TData;

/**
 * What useSuspenseQuery gives in a server render, read straight from the cache: the cached data,
 * else the cached error thrown to the nearest error boundary, else the render suspends until the
 * query is fetched (React renders the component again then, and finds it cached).
 */
function useCachedData<TData, TQueryKey extends QueryKey>(options: SuspenseDataOptions<TData, TQueryKey>): TData {
  const client = useQueryClient();
  const state = cachedQueryOf<TData, TQueryKey>(client, options)?.state;
  if (state?.data !== undefined) return state.data;
  if (state?.status === 'error') throw state.error;
  return use(client.ensureQueryData(options));
}

function useObservedData<TData, TQueryKey extends QueryKey>(options: SuspenseDataOptions<TData, TQueryKey>): TData {
  return useSuspenseQuery(options).data;
}

/**
 * useSuspenseQuery(options).data. The server prefetches what a page suspends on (its
 * translations), so in a server render this reads the cache instead of building a query observer
 * that the render never subscribes to: the translations' observer was about 1% of an uncached
 * article's CPU (BENCHMARKS.md). In the browser it is useSuspenseQuery.
 */
export const useSuspenseData: SuspenseData = typeof window === 'undefined' ? useCachedData : useObservedData;
