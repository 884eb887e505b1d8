import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { limiter } from '../auth/auth-rate-limits';

/** A reader's own data (decision 021), limited per account (by the session's user) in the shared store. */
export const ACCOUNT_DATA_RATE_LIMITS = {
  /** Wrong passwords and codes for one account (re-authentication, password change), failures only, like login's. */
  proofFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Every change to one account (codes asked, email, password, deletion). */
  changesPerAccount: { limit: 20, windowMs: 60 * 60_000 },
  /** Exports of one account: each reads every table it is in. */
  exportsPerAccount: { limit: 10, windowMs: 60 * 60_000 },
} as const;

export interface AccountDataRateLimits {
  proofFailuresPerAccount: RequestHandler;
  changesPerAccount: RequestHandler;
  exportsPerAccount: RequestHandler;
}

/** Each keyed by the account (setRateKey with `user:<id>`, after requireSession). */
export function accountDataRateLimits(stores: RateLimitStores, logger: Logger): AccountDataRateLimits {
  const perAccount = (name: string, limits: { limit: number; windowMs: number }, failuresOnly = false) =>
    limiter(
      { ...limits, store: stores(name), logger, name, byAddress: true, failuresOnly },
      (wait) => `Too many attempts for this account. Please wait ${wait} and try again.`,
    );
  return {
    proofFailuresPerAccount: perAccount('account-proof', ACCOUNT_DATA_RATE_LIMITS.proofFailuresPerAccount, true),
    changesPerAccount: perAccount('account-changes', ACCOUNT_DATA_RATE_LIMITS.changesPerAccount),
    exportsPerAccount: perAccount('account-export', ACCOUNT_DATA_RATE_LIMITS.exportsPerAccount),
  };
}
