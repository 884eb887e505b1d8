import { SAVED_PAGE_SIZE } from '../../../shared/saved-stories';
import type { OwnDataPrefetch } from '../../components/account/account-handle';
import { prefetchFirstPage, prefetchSavedIds } from '../../components/reader/reader-list-prefetch';
import { savedPages } from './saved-pages';

/** The saved page of a signed-in reader on the server: its first page of stories, and which are saved (all of them, and any other). */
export const prefetchSaved: OwnDataPrefetch = async ({ queryClient, reader, lang }) => {
  await Promise.all([
    prefetchFirstPage(queryClient, savedPages(lang).queryKey, () => reader.saved(lang, 1, SAVED_PAGE_SIZE, true)),
    prefetchSavedIds(queryClient, () => reader.savedIds()),
  ]);
};
