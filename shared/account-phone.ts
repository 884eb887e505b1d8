import { ACCOUNT_MESSAGES } from './account-messages';

/** Phone sign-up and login take numbers of these countries only (spec §5). */
export const SUPPORTED_DIAL_CODES = ['+1', '+86'] as const;
export type SupportedDialCode = (typeof SUPPORTED_DIAL_CODES)[number];

/** spec §5: a number below this is incomplete whatever its country… */
const MIN_ANY = 9999;
/** …and for +1 and +86 a number below this is too. */
const MIN_SUPPORTED = 999_999_999;
/** E.164 allows 15 digits in all, dial code included. */
const MAX_E164_DIGITS = 15;

/** A dial code as +1 or +86, whether written '1', '+1' or ' +86 '; anything else as typed. */
export function normaliseDialCode(raw: string): string {
  const trimmed = raw.trim();
  return /^\d{1,4}$/.test(trimmed) ? `+${trimmed}` : trimmed;
}

export function isSupportedDialCode(value: string): value is SupportedDialCode {
  return (SUPPORTED_DIAL_CODES as readonly string[]).includes(value);
}

/** The digits of a number as typed; spaces, dots, hyphens and brackets are only formatting. */
export function phoneDigits(raw: string): string {
  return raw.replace(/[\s().-]/g, '');
}

/**
 * The first thing wrong with a phone number and its dial code, in spec §5's order and words,
 * or undefined when it will do. The confirmation is the sign-up form's second field; the server
 * has none to compare.
 */
export function phoneError(phone: unknown, cdc: unknown, confirmation?: unknown): string | undefined {
  if (typeof phone !== 'string' || phone.trim() === '') return ACCOUNT_MESSAGES.phoneRequired;
  if (confirmation !== undefined && (typeof confirmation !== 'string' || phoneDigits(confirmation) !== phoneDigits(phone))) {
    return ACCOUNT_MESSAGES.phoneConfirmMismatch;
  }
  const digits = phoneDigits(phone);
  if (!/^\d+$/.test(digits)) return ACCOUNT_MESSAGES.notAPhoneNumber;
  const value = Number(digits);
  if (value < MIN_ANY) return ACCOUNT_MESSAGES.phoneIncomplete;
  const dialCode = typeof cdc === 'string' ? normaliseDialCode(cdc) : '';
  if (!isSupportedDialCode(dialCode)) return ACCOUNT_MESSAGES.dialCodeUnsupported;
  if (value < MIN_SUPPORTED) return ACCOUNT_MESSAGES.phoneIncomplete;
  if (digits.length + dialCode.length - 1 > MAX_E164_DIGITS) return ACCOUNT_MESSAGES.notAPhoneNumber;
  return undefined;
}

/** A checked number in one form: the dial code, the national digits, and E.164 (+8613800138000). */
export interface PhoneNumber {
  cdc: SupportedDialCode;
  national: string;
  e164: string;
}

/** The number in its one stored form; call it only after phoneError said nothing. */
export function toPhoneNumber(phone: string, cdc: string): PhoneNumber {
  const dialCode = normaliseDialCode(cdc);
  if (!isSupportedDialCode(dialCode)) throw new Error(`unsupported dial code ${dialCode}`);
  // A leading trunk 0 is not dialled after the country code.
  const national = phoneDigits(phone).replace(/^0+/, '');
  return { cdc: dialCode, national, e164: `${dialCode}${national}` };
}
