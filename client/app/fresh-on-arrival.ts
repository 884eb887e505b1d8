import type { DehydratedState } from '@tanstack/react-query';

/**
 * Dates the server's data to the moment the page arrives. The HTML may come from the page cache
 * and be older than the 30 s the query cache calls fresh; the reader is looking at exactly that
 * data, so fetching it again on hydration would only move the page under them (and double the
 * load the cache exists to save). Later mounts after 30 s refetch as usual.
 */
export function freshOnArrival(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
