import { parseYearMonth } from '../../../shared/archive-months';
import { ARCHIVE_PAGE_SIZE } from '../../../shared/constants';
import { archiveCategoryOf, configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { queries } from '../../data/queries';
import { archiveClock } from './archive-clock';
import { archiveServerFailure } from './use-archive-month';
import { fetchForRender, prefetchForRender } from '../../app/render-prefetch';

/*
 * The archive routes on the server (archive-handles.ts). A 404 here goes with the page's own text
 * for it: 'Invalid category' or 'Invalid archive parameters.' (spec §2), or the not-found page
 * for an unknown language.
 */

export async function prefetchArchiveLanding({ queryClient, params, config }: PrefetchContext): Promise<PrefetchOutcome> {
  if (!configuredLang(params.lang, config)) return 404;
  await prefetchForRender(queryClient, archiveClock());
  return undefined;
}

export async function prefetchArchiveCategory({ queryClient, params, config }: PrefetchContext): Promise<PrefetchOutcome> {
  if (!configuredLang(params.lang, config) || !archiveCategoryOf(params.category, config)) return 404;
  await prefetchForRender(queryClient, archiveClock());
  return undefined;
}

export async function prefetchArchiveMonth({ queryClient, api, params, config }: PrefetchContext): Promise<PrefetchOutcome> {
  const lang = configuredLang(params.lang, config);
  const category = archiveCategoryOf(params.category, config);
  const month = params.yyyymm ?? '';
  if (!lang || !category || !parseYearMonth(month)) return 404;
  const archive = { lang, category, month, page: 0, size: ARCHIVE_PAGE_SIZE };
  try {
    // No retry while a reader waits for the first byte; the browser asks again if this fails.
    await fetchForRender(queryClient, { ...queries.archiveMonth(api, archive), retry: false });
    return undefined;
  } catch {
    queryClient.setQueryData(archiveServerFailure(archive).queryKey, true);
    return 503;
  }
}
