import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { SAVED_API, type SavedIds } from '../../shared/saved-stories';
import { useSignedInUser } from './account-session';
import { sendJson } from './post-json';

const TIMEOUT_MS = 15_000;

/** A private GET of the reader's own: with their cookies, never from a shared cache. */
export async function privateJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { credentials: 'same-origin', headers: { Accept: 'application/json' }, cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as T;
}

const savedIds = queryOptions({
  queryKey: ['saved-ids'],
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

/** Saves (save true) or removes a story; true when the server did it. The buttons and lists follow at once. */
export function useSetSaved(): (id: string, save: boolean) => Promise<boolean> {
  const queryClient = useQueryClient();
  return useCallback(
    async (id, save) => {
      const answer = await sendJson(save ? 'PUT' : 'DELETE', SAVED_API.story(id));
      if (!answer.reached || !answer.ok) return false;
      queryClient.setQueryData<SavedIds>(savedIds.queryKey, (old) => {
        const others = (old?.ids ?? []).filter((other) => other !== id);
        return { ids: save ? [id, ...others] : others };
      });
      // A removal stays on the saved page until it is opened again, so that it can be undone.
      if (save) void queryClient.invalidateQueries({ queryKey: ['saved-pages'] });
      return true;
    },
    [queryClient],
  );
}
