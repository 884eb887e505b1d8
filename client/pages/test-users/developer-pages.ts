import { queryOptions } from '@tanstack/react-query';
import type { RouteHandle } from '../../app/route-handle';

/**
 * Whether the server serves the developer-only pages (NODE_ENV=development), handed from the
 * server's render to the browser in the dehydrated query cache, so that hydration renders the
 * same page. Never fetched: a page the server did not render as a developer page is not one.
 */
export const developerPagesQuery = queryOptions({
  queryKey: ['developer-pages'],
  queryFn: () => Promise.resolve(false),
  enabled: false,
  staleTime: Infinity,
});

/** /test: a developer page in development (DESIGN.md "Leftovers"), the not-found page anywhere else. */
export const testPageHandle: RouteHandle = {
  module: 'client/pages/test-users/TestUsersPage.tsx',
  messageSections: ['account'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, developerPages }) => {
    queryClient.setQueryData(developerPagesQuery.queryKey, developerPages);
    return developerPages ? undefined : 404;
  },
};
