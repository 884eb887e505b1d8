import type { RouteHandle } from '../../app/route-handle';

/*
 * Kept apart from the pages, so that the route table loads them without the pages' code. Their
 * prefetches are the server's alone: folded away in the browser's bundle, with the import that
 * would otherwise bring their modules into every first load (route-handle.ts).
 */

export const archiveLandingHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveLandingPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./archive-prefetch')).prefetchArchiveLanding(context),
};

export const archiveCategoryHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveCategoryPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./archive-prefetch')).prefetchArchiveCategory(context),
};

export const archiveMonthHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveMonthPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./archive-prefetch')).prefetchArchiveMonth(context),
};
