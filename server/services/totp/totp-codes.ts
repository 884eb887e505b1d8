import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_RULES } from '../../../shared/totp';

/**
 * The RFC 6238 arithmetic, through otplib: a new secret, the address an authenticator app
 * reads, and whether a code is right for a moment. SHA-1, 6 digits and 30 s are what every
 * authenticator app assumes when the address names no others.
 */

/** 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address of a QR code: the site's name as issuer, the account's email or phone as its label. */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, digits: TOTP_RULES.digits, period: TOTP_RULES.periodSeconds });
}

export type CodeCheck = { ok: true; timeStep: number } | { ok: false; reason: 'incorrect' | 'used' };

/**
 * Whether `code` is the secret's code for the step of `nowMs` or one step either side (clock
 * drift), and not of a step at or before `lastTimeStep` (decision 034: a code works once).
 * A used code is told apart from a wrong one, so that its owner knows to wait for the next.
 */
export async function checkTotpCode(secret: string, code: string, lastTimeStep: number | null, nowMs: number): Promise<CodeCheck> {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_RULES.driftSteps * TOTP_RULES.periodSeconds,
    digits: TOTP_RULES.digits,
    period: TOTP_RULES.periodSeconds,
  });
  // otplib's verify answers for HOTP too; a TOTP result always carries its step.
  if (!result.valid || !('timeStep' in result)) return { ok: false, reason: 'incorrect' };
  if (lastTimeStep !== null && result.timeStep <= lastTimeStep) return { ok: false, reason: 'used' };
  return { ok: true, timeStep: result.timeStep };
}
