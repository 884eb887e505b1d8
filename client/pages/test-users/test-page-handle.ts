import type { RouteHandle } from '../../app/route-handle';

/**
 * /test: a developer page in development (a developer leftover, spec §1), the not-found page anywhere else.
 * The prefetch is the server's alone, folded away with its import in the browser's bundle.
 */
export const testPageHandle: RouteHandle = {
  module: 'client/pages/test-users/TestUsersPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, developerPages }) => {
    const { developerPagesQuery } = await import('./developer-pages');
    queryClient.setQueryData(developerPagesQuery.queryKey, developerPages);
    return developerPages ? undefined : 404;
  },
};
