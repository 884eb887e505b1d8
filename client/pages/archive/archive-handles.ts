import { parseYearMonth } from '../../../shared/archive-months';
import { ARCHIVE_PAGE_SIZE } from '../../../shared/constants';
import type { RouteHandle } from '../../app/route-handle';
import { configuredLang, archiveCategoryOf } from '../../../shared/routes';
import { queries } from '../../data/queries';
import { archiveClock } from './archive-clock';
import { archiveServerFailure } from './use-archive-month';

/*
 * Kept apart from the pages, so that the route table loads them without the pages' code.
 * A 404 here goes with the page's own text for it: 'Invalid category' or 'Invalid archive
 * parameters.' (spec §2), or the not-found page for an unknown language.
 */

export const archiveLandingHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveLandingPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, params, config }) => {
    if (!configuredLang(params.lang, config)) return 404;
    await queryClient.prefetchQuery(archiveClock());
    return undefined;
  },
};

export const archiveCategoryHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveCategoryPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, params, config }) => {
    if (!configuredLang(params.lang, config) || !archiveCategoryOf(params.category, config)) return 404;
    await queryClient.prefetchQuery(archiveClock());
    return undefined;
  },
};

export const archiveMonthHandle: RouteHandle = {
  module: 'client/pages/archive/ArchiveMonthPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, api, params, config }) => {
    const lang = configuredLang(params.lang, config);
    const category = archiveCategoryOf(params.category, config);
    const month = params.yyyymm ?? '';
    if (!lang || !category || !parseYearMonth(month)) return 404;
    const archive = { lang, category, month, page: 0, size: ARCHIVE_PAGE_SIZE };
    try {
      // No retry while a reader waits for the first byte; the browser asks again if this fails.
      await queryClient.fetchQuery({ ...queries.archiveMonth(api, archive), retry: false });
      return undefined;
    } catch {
      queryClient.setQueryData(archiveServerFailure(archive).queryKey, true);
      return 503;
    }
  },
};
