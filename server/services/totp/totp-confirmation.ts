import { raiseToTotp, type SecondFactor } from '../../db/accounts/session-second-factor';
import { enableTotp, findTotpFactor } from '../../db/accounts/totp-factors';
import { replaceRecoveryCodes } from '../../db/accounts/totp-recovery-codes';
import { sha256Hex } from '../secrets/secret-values';
import type { TotpActor, TotpContext } from './totp-context';
import { checkTotpCode } from './totp-codes';
import { newRecoveryCodes, recoveryCodeHash } from './recovery-codes';

export type Confirmation =
  | { ok: true; recoveryCodes: string[]; secondFactor: SecondFactor | null }
  | { ok: false; reason: 'not_pending' | 'enabled' | 'incorrect' };

/**
 * Enables the pending authenticator with its first code (decision 034), which proves the app
 * holds the secret. In one transaction: the factor enabled with that code's step as the last
 * used, ten recovery codes kept as hashes (returned this once), and the session that confirmed
 * raised to a TOTP one, since it has just proved the factor.
 */
export async function confirmTotpEnrolment(context: TotpContext, actor: TotpActor, sessionToken: string, code: string): Promise<Confirmation> {
  const { userId } = actor;
  const factor = await findTotpFactor(context.db, userId);
  if (!factor) return { ok: false, reason: 'not_pending' };
  if (factor.enabledAt) return { ok: false, reason: 'enabled' };
  // A pending secret sealed under a key since changed is of no use: the user starts again.
  const secret = context.box.open(userId, factor.secretSealed);
  if (secret === null) return { ok: false, reason: 'not_pending' };
  const checked = await checkTotpCode(secret, code, null, context.now());
  if (!checked.ok) {
    await context.audit.record({ kind: 'second-factor-failed', userId, ...actor.meta });
    return { ok: false, reason: 'incorrect' };
  }
  const recoveryCodes = newRecoveryCodes();
  const done = await context.db.transaction(async (tx) => {
    // A newer enrolment replaced the secret meanwhile, or a parallel confirmation won.
    if (!(await enableTotp(tx, userId, factor.secretSealed, checked.timeStep))) return null;
    await replaceRecoveryCodes(tx, userId, recoveryCodes.map((recoveryCode) => recoveryCodeHash(userId, recoveryCode)));
    return { secondFactor: await raiseToTotp(tx, sha256Hex(sessionToken)) };
  });
  if (!done) return { ok: false, reason: 'not_pending' };
  await context.audit.record({ kind: 'totp-enabled', userId, ...actor.meta });
  return { ok: true, recoveryCodes, secondFactor: done.secondFactor };
}
