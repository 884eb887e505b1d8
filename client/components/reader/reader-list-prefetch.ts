import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { SavedIds } from '../../../shared/saved-stories';
import { prefetchForRender } from '../../app/render-prefetch';
import { savedIdsQuery } from '../../data/saved-stories';

/**
 * A reader list's first page, for a personal page the server renders (decision 019), under the
 * key of the page's infinite query, as the browser's query would hold it: the HTML shows it, and
 * hydration finds it in the cache instead of asking the API again.
 */
export function prefetchFirstPage<Page>(queryClient: QueryClient, queryKey: readonly unknown[], first: () => Promise<Page>): Promise<void> {
  return prefetchForRender(queryClient, {
    queryKey,
    queryFn: async (): Promise<InfiniteData<Page, number>> => ({ pages: [await first()], pageParams: [1] }),
  });
}

/** The ids of the reader's saved stories, so that the page's save buttons are pressed from the first paint. */
export function prefetchSavedIds(queryClient: QueryClient, ids: () => Promise<SavedIds>): Promise<void> {
  return prefetchForRender(queryClient, { queryKey: savedIdsQuery.queryKey, queryFn: ids });
}
