import { createContext, useContext, type ReactNode } from 'react';
import { useSignedInUser } from './account-session';
import { useBrowserQuery } from './browser-query';
import { savedIdsQuery } from './saved-stories';

const EMPTY: ReadonlySet<string> = new Set();
const SavedIdsContext = createContext<ReadonlySet<string> | null>(null);

/**
 * The ids the signed-in reader has saved, asked of the API in the browser only: the pages are
 * shared and cached, so what one reader saved is never in their HTML. Empty while signed out,
 * hydrating, or loading. Asked once here for the whole page (Root): a query observer in each
 * save button, one per card, was a measurable share of a list page's server render.
 */
export function SavedIdsProvider({ children }: { children: ReactNode }) {
  const user = useSignedInUser();
  const { data } = useBrowserQuery({ ...savedIdsQuery, enabled: user !== null });
  return <SavedIdsContext.Provider value={data ?? EMPTY}>{children}</SavedIdsContext.Provider>;
}

export function useSavedIds(): ReadonlySet<string> {
  const ids = useContext(SavedIdsContext);
  if (!ids) throw new Error('useSavedIds() outside SavedIdsProvider, which Root provides');
  return ids;
}
