import { passwordHashOf } from '../../db/accounts/account-password';
import { revokeOtherSessions } from '../../db/accounts/session-freshness';
import { setPasswordHash } from '../../db/accounts/users';
import type { AccountServices, ClientMeta } from '../accounts/account-services';
import { sha256Hex } from '../secrets/secret-values';

export type PasswordChangeOutcome = { ok: true; sessionsEnded: number } | { ok: false; reason: 'incorrect' | 'no-password' };

/**
 * Sets a new password when the current one is right, and ends every other session (whoever knew
 * the old one is signed out), keeping this one. An account without a password sets one through
 * the reset link, as a forgotten one is: that proves the mailbox, which a session alone does not.
 */
export async function changePassword(services: AccountServices, who: { userId: string; sessionToken: string }, passwords: { current: string; next: string }, meta: ClientMeta): Promise<PasswordChangeOutcome> {
  const hash = await passwordHashOf(services.db, who.userId);
  if (!hash) return { ok: false, reason: 'no-password' };
  if (!(await services.passwords.verify(hash, passwords.current))) {
    await services.audit.record({ kind: 'password-change-failed', userId: who.userId, ...meta });
    return { ok: false, reason: 'incorrect' };
  }
  await setPasswordHash(services.db, who.userId, await services.passwords.hash(passwords.next));
  const sessionsEnded = await revokeOtherSessions(services.db, who.userId, sha256Hex(who.sessionToken));
  await services.audit.record({ kind: 'password-changed', userId: who.userId, ...meta });
  return { ok: true, sessionsEnded };
}
