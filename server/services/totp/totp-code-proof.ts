import { claimTimeStep, findTotpFactor } from '../../db/accounts/totp-factors';
import { checkTotpCode } from './totp-codes';
import type { TotpContext } from './totp-context';

export type CodeProofOutcome = 'ok' | 'incorrect' | 'used' | 'not_enabled' | 'unreadable';

/**
 * A code of the user's enabled authenticator, for the step of now or one either side, accepted
 * once (decision 034): its step is claimed in one statement, so a code replayed, or raced from
 * two places, passes once at most.
 */
export async function verifyTotpCode(context: TotpContext, userId: string, code: string): Promise<CodeProofOutcome> {
  const factor = await findTotpFactor(context.db, userId);
  if (!factor?.enabledAt) return 'not_enabled';
  const secret = context.box.open(userId, factor.secretSealed);
  if (secret === null) return 'unreadable';
  const checked = await checkTotpCode(secret, code, factor.lastTimeStep, context.now());
  if (!checked.ok) return checked.reason;
  return (await claimTimeStep(context.db, userId, checked.timeStep)) ? 'ok' : 'used';
}
