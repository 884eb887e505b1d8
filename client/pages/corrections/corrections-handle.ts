import type { RouteHandle } from '../../app/route-handle';

/**
 * Kept apart from the page so that the route table loads it without the page's code; the
 * prefetch is the server's alone, folded away with its import in the browser's bundle.
 */
export const correctionsHandle: RouteHandle = {
  module: 'client/pages/corrections/CorrectionsPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./corrections-prefetch')).prefetchCorrections(context),
};
