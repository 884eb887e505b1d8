import { queryOptions } from '@tanstack/react-query';
import { SAVED_API, type SavedIds } from '../../shared/saved-stories';

export const SAVED_IDS_KEY = ['saved-ids'];

export const savedIdsQuery = queryOptions({
  queryKey: SAVED_IDS_KEY,
  // Loaded with the first call, made only once a reader is signed in: not with every shared page.
  queryFn: async () => (await import('./private-json')).privateJson<SavedIds>(SAVED_API.ids),
  select: (answer: SavedIds) => new Set(answer.ids),
  retry: 1,
});
