import { raiseToTotp, type SecondFactor } from '../../db/accounts/session-second-factor';
import { sha256Hex } from '../secrets/secret-values';
import type { TotpActor, TotpContext, TotpProof } from './totp-context';
import { proveTotp, type ProofFailure } from './totp-proof';

export type StepUp = { ok: true; secondFactor: SecondFactor } | { ok: false; reason: ProofFailure | 'session_ended' };

/**
 * Step-up (decision 034): a session signed in with a password proves a code (or a recovery code)
 * and becomes a second-factor session, which the desk admits (decision 033). A passkey session
 * stays a passkey one. Login itself is unchanged.
 */
export async function stepUpWithTotp(context: TotpContext, actor: TotpActor, sessionToken: string, proof: TotpProof): Promise<StepUp> {
  const outcome = await proveTotp(context, actor, proof);
  if (outcome !== 'ok') return { ok: false, reason: outcome };
  const secondFactor = await raiseToTotp(context.db, sha256Hex(sessionToken));
  if (secondFactor === null) return { ok: false, reason: 'session_ended' };
  await context.audit.record({ kind: 'second-factor-verified', userId: actor.userId, ...actor.meta });
  return { ok: true, secondFactor };
}
