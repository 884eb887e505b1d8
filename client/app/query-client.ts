import { QueryClient } from '@tanstack/react-query';
import { REQUEST_CACHE_MS } from '../../shared/constants';

/** Spec §7: GET results are fresh for 30 s, and identical requests in flight are shared. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: REQUEST_CACHE_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
