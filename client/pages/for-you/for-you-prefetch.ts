import type { OwnDataPrefetch } from '../../components/account/account-handle';
import { prefetchFirstPage, prefetchSavedIds } from '../../components/reader/reader-list-prefetch';
import { forYouPages } from './for-you-pages';

/** For you of a signed-in reader on the server: its first page at the render's page size, and which of its stories are saved. */
export const prefetchForYou: OwnDataPrefetch = async ({ queryClient, reader, lang, pageSize }) => {
  await Promise.all([
    prefetchFirstPage(queryClient, forYouPages(lang, pageSize).queryKey, () => reader.forYou(lang, 1, pageSize)),
    prefetchSavedIds(queryClient, () => reader.savedIds()),
  ]);
};
