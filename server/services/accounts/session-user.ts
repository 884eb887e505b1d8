import type { UserPrincipal } from '../../../shared/account-types';
import { loadPrincipal } from '../../db/accounts/users';
import type { AccountServices } from './account-services';

/** The user of a live session's token (as GET /user/me shows them), or null for an unknown, expired or revoked one. */
export async function sessionUser(services: Pick<AccountServices, 'db' | 'sessions'>, token: string): Promise<UserPrincipal | null> {
  const session = await services.sessions.resolve(token);
  return session ? loadPrincipal(services.db, session.userId, session.identityId) : null;
}
