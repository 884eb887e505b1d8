import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { cachedQueryOf } from '../data/cached-query';

/** Nothing aborts a server render's fetch: a render that runs too long is cut off around it (render-document.tsx). */
const NEVER_ABORTED = new AbortController().signal;

/**
 * queryClient.fetchQuery for a server render's prefetch. A render fetches each of its queries
 * once into a cache of its own that nothing observes, so for a query not yet in that cache this
 * runs its function and stores the answer (setQueryData), without the retryer, abort controller
 * and fetch bookkeeping fetchQuery builds for each query: about 20 µs a query, 80 µs of an
 * uncached article (BENCHMARKS.md). Anything else goes through fetchQuery
 * itself: a query already cached (a form's answer, or one fetched twice), a function that is not
 * one, and a failure (or undefined data, which TanStack Query counts as one). A failure is handed
 * to fetchQuery as its first attempt, so it tries again only as the query's retry option says and
 * records the outcome for the page to show, as if it had run the query from the start.
 */
export async function fetchForRender<TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TQueryKey>,
): Promise<TData> {
  const { queryFn, queryKey } = options;
  if (typeof queryFn !== 'function' || cachedQueryOf(client, options)) return client.fetchQuery(options);
  let firstAttempt: Promise<TData> | undefined = Promise.resolve(queryFn({ client, queryKey, signal: NEVER_ABORTED, meta: options.meta }));
  try {
    const data = await firstAttempt;
    if (data !== undefined) {
      client.setQueryData<TData, QueryKey, TData>(queryKey, data);
      return data;
    }
  } catch {
    // fetchQuery takes it from here.
  }
  return client.fetchQuery({
    ...options,
    queryFn: (context) => {
      const attempt = firstAttempt ?? queryFn(context);
      firstAttempt = undefined;
      return attempt;
    },
  });
}

/** queryClient.prefetchQuery for a server render: fetchForRender, its failure left in the cache for the page to show. */
export async function prefetchForRender<TData, TQueryKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TQueryKey>,
): Promise<void> {
  await fetchForRender(client, options).catch(() => undefined);
}
