import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAVED_API, type SavedIds } from '../../shared/saved-stories';
import { useSignedInUser } from './account-session';

export const SAVED_IDS_KEY = ['saved-ids'];

const savedIds = queryOptions({
  queryKey: SAVED_IDS_KEY,
  // Loaded with the first call, made only once a reader is signed in: not with every shared page.
  queryFn: async () => (await import('./private-json')).privateJson<SavedIds>(SAVED_API.ids),
  select: (answer: SavedIds) => new Set(answer.ids),
  retry: 1,
});

/**
 * The ids the signed-in reader has saved, asked of the API in the browser only: the pages are
 * shared and cached, so what one reader saved is never in their HTML. Empty while signed out,
 * hydrating, or loading.
 */
export function useSavedIds(): ReadonlySet<string> {
  const user = useSignedInUser();
  const { data } = useQuery({ ...savedIds, enabled: user !== null });
  return data ?? EMPTY;
}
const EMPTY: ReadonlySet<string> = new Set();
