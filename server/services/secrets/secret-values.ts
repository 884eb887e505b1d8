import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random token of `bytes` bytes from the system's CSPRNG, base64url: safe in URLs and cookies. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A code of `length` random decimal digits, each drawn without modulo bias. */
export function randomDigits(length: number): string {
  let code = '';
  for (let index = 0; index < length; index += 1) code += String(randomInt(10));
  return code;
}

/** The SHA-256 of a text, hex: how tokens and codes are stored. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Whether two stored hashes are equal, in time that does not depend on where they differ, so
 * that a wrong guess teaches nothing about the right one.
 */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}
