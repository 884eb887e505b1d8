import type { TotpStatus } from '../../../shared/totp';
import { findTotpFactor } from '../../db/accounts/totp-factors';
import { countUnusedRecoveryCodes } from '../../db/accounts/totp-recovery-codes';
import type { Queryable } from '../../db/database';

/** Whether the user has an authenticator (enabled, or pending its first code), and how many recovery codes are left. */
export async function totpStatus(db: Queryable, userId: string): Promise<TotpStatus> {
  const factor = await findTotpFactor(db, userId);
  const enabled = Boolean(factor?.enabledAt);
  return { enabled, pending: factor !== null && !enabled, recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, userId) : 0 };
}
