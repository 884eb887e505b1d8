import { queryOptions, useQuery } from '@tanstack/react-query';
import { SAVED_API, type SavedIds } from '../../shared/saved-stories';
import { useSignedInUser } from './account-session';

const TIMEOUT_MS = 15_000;

/** A private GET of the reader's own: with their cookies, never from a shared cache. */
export async function privateJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

export const SAVED_IDS_KEY = ['saved-ids'];

const savedIds = queryOptions({
  queryKey: SAVED_IDS_KEY,
  queryFn: () => privateJson<SavedIds>(SAVED_API.ids),
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
