import type { UserPrincipal } from '../../../shared/account-types';
import { staffRoleOf } from '../../../shared/desk-answers';
import type { Queryable } from '../../db/database';
import { userCredentials } from '../../db/accounts/passkeys';
import { sessionSecondFactor } from '../../db/accounts/session-second-factor';
import { findTotpFactor } from '../../db/accounts/totp-factors';

/**
 * Whether this session may add a passkey to its account (decisions 033 and 034). A passkey is the
 * desk's second factor by itself, so a staff account that has a second factor already adds
 * another only from a session that proved one: with the password alone, whoever holds it could
 * otherwise add a passkey of their own and reach the desk with it. A staff account with none yet
 * adds its first from any session, as it must begin somewhere; readers always may.
 */
export async function mayAddPasskey(db: Queryable, user: UserPrincipal, tokenHash: string): Promise<boolean> {
  if (staffRoleOf(user.roles) === null) return true;
  if ((await sessionSecondFactor(db, tokenHash)) !== null) return true;
  const [passkeys, totp] = await Promise.all([userCredentials(db, user.id), findTotpFactor(db, user.id)]);
  return passkeys.length === 0 && !totp?.enabledAt;
}
