import type { Database } from '../../db/database';
import { consumeCode, replaceCode, takeCodeTry, type CodePurpose } from '../../db/accounts/verification-codes';
import { randomDigits, sameHash, sha256Hex } from '../secrets/secret-values';

export type { CodePurpose };

export type CodeCheck = 'ok' | 'incorrect' | 'expired' | 'exhausted';

/** One-time codes (sign-up, a new email address, re-authentication): issued to a target, checked against it, used once. */
export interface VerificationCodes {
  /** Makes and stores a new code for the target (replacing the last one); returns it to send. */
  issue(purpose: CodePurpose, target: string): Promise<string>;
  /** Checks a code typed for the target; 'ok' uses it up. */
  check(purpose: CodePurpose, target: string, candidate: string): Promise<CodeCheck>;
}

export const CODE_POLICY = {
  /** Decision 009: codes last 10 minutes… */
  ttlMs: 10 * 60_000,
  /** …and allow 5 tries. */
  maxTries: 5,
  /** spec §9: email codes are at least 8 characters, phone codes at least 4. Every code by mail has 8. */
  length: { 'email-signup': 8, 'phone-signup': 6, 'email-change': 8, 'reauthenticate': 8 } satisfies Record<CodePurpose, number>,
} as const;

/**
 * The stored form: the hash covers purpose and target too, so that a stored hash matches only the
 * code sent to that address for that purpose. Digits are only 10^8 (email) or 10^6 (phone)
 * apart; what guards them is the 10-minute life and the 5 tries, not the hash.
 */
function codeHash(purpose: CodePurpose, target: string, code: string): string {
  return sha256Hex(`${purpose}:${target}:${code}`);
}

export function databaseVerificationCodes(db: Database): VerificationCodes {
  return {
    async issue(purpose, target) {
      const code = randomDigits(CODE_POLICY.length[purpose]);
      await replaceCode(db, { purpose, target, codeHash: codeHash(purpose, target, code), ttlMs: CODE_POLICY.ttlMs });
      return code;
    },
    async check(purpose, target, candidate) {
      const attempt = await takeCodeTry(db, purpose, target);
      if (!attempt) return 'incorrect';
      if (attempt.expired) return 'expired';
      if (attempt.attempts > CODE_POLICY.maxTries) return 'exhausted';
      if (!sameHash(codeHash(purpose, target, candidate.trim()), attempt.codeHash)) {
        return attempt.attempts === CODE_POLICY.maxTries ? 'exhausted' : 'incorrect';
      }
      return (await consumeCode(db, attempt.id)) ? 'ok' : 'incorrect';
    },
  };
}
