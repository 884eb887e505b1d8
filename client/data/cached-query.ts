import { hashKey, type Query, type QueryClient, type QueryKey, type QueryKeyHashFunction } from '@tanstack/react-query';

/**
 * The query a client's cache holds for these options, if any, found by its hash as the cache keys
 * it: getQueryState and find would first merge the client's default options only to hash the key,
 * which a server render's hooks and prefetches pay for on every query.
 */
export function cachedQueryOf<TData, TQueryKey extends QueryKey = QueryKey>(
  client: QueryClient,
  options: { queryKey: TQueryKey; queryKeyHashFn?: QueryKeyHashFunction<TQueryKey> | undefined },
): Query<TData, Error> | undefined {
  return client.getQueryCache().get<TData, Error>((options.queryKeyHashFn ?? hashKey)(options.queryKey));
}
