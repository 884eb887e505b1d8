import type { Database } from '../../db/database';
import { markResetTokenUsed, replaceResetToken, takeResetTokenTry } from '../../db/accounts/reset-tokens';
import { randomToken, sameHash, sha256Hex } from '../secrets/secret-values';

export type ResetTokenCheck = { status: 'ok'; userId: string } | { status: 'invalid' | 'expired' | 'exhausted' };

/** Password-reset tokens: one live token per user, sent in a link, used once. */
export interface ResetTokens {
  /** Makes and stores a token for the user (ending the last one); returns it for the link. */
  issue(userId: string): Promise<string>;
  /** Checks a token from a link; 'ok' uses it up. */
  redeem(token: string): Promise<ResetTokenCheck>;
}

export const RESET_TOKEN_POLICY = { ttlMs: 30 * 60_000, maxTries: 5 } as const;

// selector.verifier, both base64url: 12 bytes to find the row, 32 bytes of secret.
const TOKEN_SHAPE = /^([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export function databaseResetTokens(db: Database): ResetTokens {
  return {
    async issue(userId) {
      const selector = randomToken(12);
      const verifier = randomToken(32);
      await replaceResetToken(db, { userId, selector, verifierHash: sha256Hex(verifier), ttlMs: RESET_TOKEN_POLICY.ttlMs });
      return `${selector}.${verifier}`;
    },
    async redeem(token) {
      const match = TOKEN_SHAPE.exec(token);
      if (!match) return { status: 'invalid' };
      const [, selector = '', verifier = ''] = match;
      const attempt = await takeResetTokenTry(db, selector);
      if (!attempt) return { status: 'invalid' };
      if (attempt.expired) return { status: 'expired' };
      if (attempt.attempts > RESET_TOKEN_POLICY.maxTries) return { status: 'exhausted' };
      if (!sameHash(sha256Hex(verifier), attempt.verifierHash)) {
        return { status: attempt.attempts === RESET_TOKEN_POLICY.maxTries ? 'exhausted' : 'invalid' };
      }
      return (await markResetTokenUsed(db, attempt.id)) ? { status: 'ok', userId: attempt.userId } : { status: 'invalid' };
    },
  };
}
