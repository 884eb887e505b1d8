import { lowerTotpSessions } from '../../db/accounts/session-second-factor';
import { deleteTotpFactor } from '../../db/accounts/totp-factors';
import type { TotpActor, TotpContext, TotpProof } from './totp-context';
import { proveTotp, type ProofOutcome } from './totp-proof';

/**
 * Turns the authenticator off with one of its codes or a recovery code (decision 034), so that a
 * session taken over with the password alone cannot remove it. The secret and the recovery codes
 * go, and every session it raised is a password session again: it proves nothing any more.
 */
export async function disableTotp(context: TotpContext, actor: TotpActor, proof: TotpProof): Promise<ProofOutcome> {
  const outcome = await proveTotp(context, actor, proof);
  if (outcome !== 'ok') return outcome;
  const removed = await context.db.transaction(async (tx) => {
    if (!(await deleteTotpFactor(tx, actor.userId))) return false;
    await lowerTotpSessions(tx, actor.userId);
    return true;
  });
  if (!removed) return 'not_enabled';
  await context.audit.record({ kind: 'totp-disabled', userId: actor.userId, ...actor.meta });
  return 'ok';
}
