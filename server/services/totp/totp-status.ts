import type { TotpStatus } from '../../../shared/totp';
import { findTotpFactor } from '../../db/accounts/totp-factors';
import { countUnusedRecoveryCodes } from '../../db/accounts/totp-recovery-codes';
import type { TotpContext } from './totp-context';

/** Whether the user has an authenticator (enabled, or pending its first code), and how many recovery codes are left. */
export async function totpStatus(context: TotpContext, userId: string): Promise<TotpStatus> {
  const factor = await findTotpFactor(context.db, userId);
  const enabled = Boolean(factor?.enabledAt);
  return { enabled, pending: factor !== null && !enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(context.db, userId) : 0 };
}
