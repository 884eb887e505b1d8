import type { TotpActor, TotpContext, TotpProof } from './totp-context';
import { verifyTotpCode, type CodeProofOutcome } from './totp-code-proof';
import { verifyRecoveryCode, type RecoveryProofOutcome } from './totp-recovery-proof';

export type ProofOutcome = CodeProofOutcome | RecoveryProofOutcome;
export type ProofFailure = Exclude<ProofOutcome, 'ok'>;

/**
 * A code or a recovery code of the actor's enabled authenticator, checked and audited: a wrong
 * or used one as 'second-factor-failed' (what an operator looks for when an account is attacked
 * by someone who has its password), a recovery code spent as 'recovery-code-used'.
 */
export async function proveTotp(context: TotpContext, actor: TotpActor, proof: TotpProof): Promise<ProofOutcome> {
  const outcome = 'code' in proof ? await verifyTotpCode(context, actor.userId, proof.code) : await verifyRecoveryCode(context, actor.userId, proof.recoveryCode);
  if (outcome === 'ok' && 'recoveryCode' in proof) await context.audit.record({ kind: 'recovery-code-used', userId: actor.userId, ...actor.meta });
  if (outcome === 'incorrect' || outcome === 'used' || outcome === 'recovery_incorrect') {
    await context.audit.record({ kind: 'second-factor-failed', userId: actor.userId, ...actor.meta });
  }
  return outcome;
}
