import type { UserPrincipal } from '../../../shared/account-types';
import { isDisabled } from '../../db/accounts/disabled-accounts';
import { loadPrincipal, recordIdentityLogin } from '../../db/accounts/users';
import { AccountDisabledError } from './account-disabled';
import type { OpenedSession, SessionOwner } from '../sessions/session-service';
import type { AccountServices, ClientMeta } from './account-services';

export interface SignedIn {
  session: OpenedSession;
  principal: UserPrincipal;
}

/**
 * Opens a session for a user through one of their identities, or through none (a passkey, which
 * is no identity: userPrincipal then shows the account's first way in), and loads them as userPrincipal.
 */
export async function openSignedIn(services: AccountServices, user: SessionOwner, meta: ClientMeta): Promise<SignedIn> {
  if (await isDisabled(services.db, user.userId)) throw new AccountDisabledError();
  if (user.identityId !== null) await recordIdentityLogin(services.db, user.identityId);
  const session = await services.sessions.open(user, meta);
  const principal = await loadPrincipal(services.db, user.userId, user.identityId);
  if (!principal) throw new Error(`user ${user.userId} vanished while signing in`);
  return { session, principal };
}
