import { findTotpFactor } from '../../db/accounts/totp-factors';
import { spendRecoveryCode } from '../../db/accounts/totp-recovery-codes';
import type { TotpContext } from './totp-context';
import { recoveryCodeHash } from './recovery-codes';

export type RecoveryProofOutcome = 'ok' | 'recovery_incorrect' | 'not_enabled';

/**
 * One of the user's unused recovery codes, which this uses up (decision 034). A used code and a
 * wrong one are refused alike: their owner knows which codes they have crossed out. The caller
 * has checked its form (normaliseRecoveryCode).
 */
export async function verifyRecoveryCode(context: TotpContext, userId: string, recoveryCode: string): Promise<RecoveryProofOutcome> {
  const factor = await findTotpFactor(context.db, userId);
  if (!factor?.enabledAt) return 'not_enabled';
  return (await spendRecoveryCode(context.db, userId, recoveryCodeHash(userId, recoveryCode))) ? 'ok' : 'recovery_incorrect';
}
