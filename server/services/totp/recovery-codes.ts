import { randomInt } from 'node:crypto';
import { TOTP_RULES } from '../../../shared/totp';
import { sha256Hex } from '../secrets/secret-values';

/** Crockford's base32 alphabet: no i, l, o or u, so that nothing written down is misread. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = TOTP_RULES.recoveryCodeGroups * TOTP_RULES.recoveryCodeGroupLength;

/** One recovery code, as its owner is shown it: abcd-efgh-jkmn-pqrs (80 random bits). */
function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) {
    if (index > 0 && index % TOTP_RULES.recoveryCodeGroupLength === 0) code += '-';
    code += ALPHABET[randomInt(ALPHABET.length)];
  }
  return code;
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: TOTP_RULES.recoveryCodes }, newRecoveryCode);
}

/**
 * A typed recovery code as it was made, or null when it cannot be one: case, spaces and hyphens
 * do not matter, and the letters Crockford reads as digits (i and l as 1, o as 0) are read so.
 */
export function normaliseRecoveryCode(typed: string): string | null {
  const plain = typed.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  if (plain.length !== LENGTH || [...plain].some((letter) => !ALPHABET.includes(letter))) return null;
  return plain;
}

/**
 * How a recovery code is stored: its SHA-256 with the user's id, so that equal codes of two
 * accounts differ in the table. 80 random bits need no slow hash (decision 034).
 */
export function recoveryCodeHash(userId: string, code: string): string {
  const plain = normaliseRecoveryCode(code);
  if (plain === null) throw new Error('not a recovery code');
  return sha256Hex(`totp-recovery:${userId}:${plain}`);
}
