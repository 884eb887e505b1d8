import { queryOptions } from '@tanstack/react-query';
import type { UserPrincipal } from '../../../shared/account-types';

/** GET /user/me (spec §7): the signed-in user, by the session cookie. */
export const USER_ME_API = '/user/me';

/** The session is gone (signed out elsewhere, expired, or reset); the server has cleared its cookies. */
export class SessionEnded extends Error {}

/** The current user, fetched only in the browser and only while the cookies say someone is signed in. */
export const userMe = queryOptions({
  queryKey: ['user-me'],
  async queryFn(): Promise<UserPrincipal> {
    const response = await fetch(USER_ME_API, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    if (response.status === 401) throw new SessionEnded();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as UserPrincipal;
  },
  // Per person: never kept beyond the page that shows it.
  gcTime: 0,
  retry: (failures, error) => !(error instanceof SessionEnded) && failures < 1,
});
