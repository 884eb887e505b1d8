import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ArchiveParams } from '../../../shared/news-api';
import type { ArchiveEntry } from '../../../shared/types';
import { useSite } from '../../app/site-context';
import { queries } from '../../data/queries';

/**
 * Marks a month whose list the server could not fetch. A failed query is not sent to the
 * browser, so without this mark the browser would start out loading where the server's HTML
 * shows the error, and hydration would not match. The browser then asks again by itself.
 */
export const archiveServerFailure = (params: ArchiveParams) =>
  queryOptions({
    queryKey: ['news-archive-failed', params.lang, params.category, params.month],
    queryFn: () => Promise.resolve(false),
    enabled: false,
    staleTime: Infinity,
  });

export type ArchiveMonthState =
  | { status: 'loading' }
  /** message: the failure's own words when they are safe to show (an HTTP status), else null. */
  | { status: 'failed'; message: string | null }
  | { status: 'ready'; items: ArchiveEntry[] };

/** One month of one category's archive (spec §2): loading, failed, or the list (maybe empty). */
export function useArchiveMonth(params: ArchiveParams): ArchiveMonthState {
  const { api } = useSite();
  const month = useQuery(queries.archiveMonth(api, params));
  const failedOnServer = useQuery(archiveServerFailure(params)).data === true;
  if (month.data) return { status: 'ready', items: month.data };
  if (month.isError) return { status: 'failed', message: month.error.message || null };
  if (failedOnServer) return { status: 'failed', message: null };
  return { status: 'loading' };
}
