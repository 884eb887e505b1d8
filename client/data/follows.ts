import { queryOptions } from '@tanstack/react-query';
import { FOLLOWS_API, type Follow, type Follows } from '../../shared/follows';
import { useSignedInUser } from './account-session';
import { useBrowserQuery } from './browser-query';

export const FOLLOWS_KEY = ['follows'];

const follows = queryOptions({
  queryKey: FOLLOWS_KEY,
  // As the saved ids: loaded with the first call, made only once a reader is signed in.
  queryFn: async () => (await import('./private-json')).privateJson<Follows>(FOLLOWS_API.list),
  retry: 1,
});

/**
 * What the signed-in reader follows, asked of the API in the browser only (the pages are shared
 * and cached). Null while signed out, hydrating or loading.
 */
export function useFollows(): Follow[] | null {
  const user = useSignedInUser();
  const { data, isError } = useBrowserQuery({ ...follows, enabled: user !== null });
  if (user === null) return null;
  return data?.follows ?? (isError ? [] : null);
}
