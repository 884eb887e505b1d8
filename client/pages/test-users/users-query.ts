import { queryOptions } from '@tanstack/react-query';
import type { ListedUser } from '../../../shared/account-types';

/** GET /api/public/users (spec §7): the test page's user list, answered to administrators only. */
const USERS_API = '/api/public/users';

/** A refusal with the API's own message (401 without a session, 403 for anyone but an administrator). */
export class UsersRefused extends Error {}

export const usersQuery = queryOptions({
  queryKey: ['developer-users'],
  async queryFn(): Promise<ListedUser[]> {
    const response = await fetch(USERS_API, { credentials: 'same-origin', headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(15_000) });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && Array.isArray(body)) return body as ListedUser[];
    const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
    throw new UsersRefused(typeof message === 'string' ? message : `HTTP ${response.status}`);
  },
  retry: false,
  gcTime: 0,
});
