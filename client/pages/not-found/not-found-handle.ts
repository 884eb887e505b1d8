import type { RouteHandle } from '../../app/route-handle';

/** An address that is no page: the not-found page, with status 404. */
export const notFoundHandle: RouteHandle = {
  module: 'client/pages/not-found/NotFoundPage.tsx',
  prefetch: async () => 404,
};
