import { ACCOUNT_MESSAGES } from './account-messages';
import { phoneDigits, phoneError, toPhoneNumber, type PhoneNumber } from './account-phone';

/**
 * The account forms' rules (spec §5), one set for the client forms and the server. Each
 * validator answers the cleaned values, or a message per field plus the first one to show.
 */
export type Validated<T, Field extends string> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<Field, string>>; message: string };

export const ACCOUNT_LIMITS = {
  email: 254,
  name: 100,
  /** spec §9: 8 for email sign-up; the upper bound keeps hashing cheap to refuse. */
  password: { min: 8, max: 128 },
  /** spec §5, §9: the phone sign-up password input. */
  phonePassword: { min: 7, max: 50 },
  /** spec §9: the shortest codes the forms send. */
  emailCode: 8,
  phoneCode: 4,
  /** A code longer than this is not one of ours. */
  codeMax: 64,
  /** spec §3: the fixed sign-up websiteId. */
  websiteId: 'xnews',
} as const;

// Deliberately simple: one @, no spaces or control characters (PostgreSQL text cannot hold NUL),
// a dot in the domain. The mail itself is the real check.
const EMAIL_SHAPE = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The one stored form of an address: trimmed and lowercased, so that Jane@X.com is jane@x.com. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function emailError(value: unknown): string | undefined {
  const email = text(value).trim();
  if (email === '') return ACCOUNT_MESSAGES.emailRequired;
  if (email.length > ACCOUNT_LIMITS.email) return ACCOUNT_MESSAGES.emailTooLong;
  if (!EMAIL_SHAPE.test(email)) return ACCOUNT_MESSAGES.emailInvalid;
  return undefined;
}

/** A tab, a line break, NUL (which PostgreSQL text cannot hold) or any other control character. */
const CONTROL = /\p{Cc}/u;

/** spec §5: first and last name together must not be blank. */
export function nameError(firstName: unknown, lastName: unknown): string | undefined {
  const first = text(firstName).trim();
  const last = text(lastName).trim();
  if (`${first}${last}` === '') return ACCOUNT_MESSAGES.nameRequired;
  if (CONTROL.test(first) || CONTROL.test(last)) return ACCOUNT_MESSAGES.nameInvalid;
  if (first.length > ACCOUNT_LIMITS.name || last.length > ACCOUNT_LIMITS.name) return ACCOUNT_MESSAGES.nameTooLong;
  return undefined;
}

/** The email sign-up and reset password: at least 8 characters (spec §5). */
export function passwordError(value: unknown): string | undefined {
  const password = text(value);
  if (password.length < ACCOUNT_LIMITS.password.min) return ACCOUNT_MESSAGES.passwordTooShort;
  if (password.length > ACCOUNT_LIMITS.password.max) return ACCOUNT_MESSAGES.passwordTooLong;
  return undefined;
}

/** The phone sign-up password: 7 to 50 characters (spec §5). */
export function phonePasswordError(value: unknown): string | undefined {
  const { length } = text(value);
  if (length < ACCOUNT_LIMITS.phonePassword.min || length > ACCOUNT_LIMITS.phonePassword.max) return ACCOUNT_MESSAGES.phonePasswordLength;
  return undefined;
}

export function emailCodeError(value: unknown): string | undefined {
  const code = text(value).trim();
  if (code.length < ACCOUNT_LIMITS.emailCode || code.length > ACCOUNT_LIMITS.codeMax) return ACCOUNT_MESSAGES.emailCodeIncorrect;
  return undefined;
}

export function phoneCodeError(value: unknown): string | undefined {
  const code = text(value).trim();
  if (code.length < ACCOUNT_LIMITS.phoneCode) return ACCOUNT_MESSAGES.phoneCodeRequired;
  if (code.length > ACCOUNT_LIMITS.codeMax) return ACCOUNT_MESSAGES.phoneCodeIncorrect;
  return undefined;
}

/** The display name: the one given (on one line, without control characters), else first and last name joined. */
function displayName(name: unknown, first: string, last: string): string {
  const given = text(name).replace(/[\s\p{Cc}]+/gu, ' ').trim().slice(0, ACCOUNT_LIMITS.name);
  return given || `${first} ${last}`.trim();
}

/** Each field's check in order: the cleaned value, or every field's message and the first one to show. */
export function collect<T, Field extends string>(checks: [Field, string | undefined][], value: () => T): Validated<T, Field> {
  const errors: Partial<Record<Field, string>> = {};
  let message: string | undefined;
  for (const [field, error] of checks) {
    if (error === undefined) continue;
    errors[field] = error;
    message ??= error;
  }
  return message === undefined ? { ok: true, value: value() } : { ok: false, errors, message };
}

export interface EmailSignup {
  email: string;
  password: string;
  code: string;
  firstName: string;
  lastName: string;
  name: string;
}

/**
 * The email sign-up payload (spec §3). The form sends its first-name input as familyName and its
 * last-name input as givenName; this is where that swap is undone, so nothing after it sees it.
 */
export function validateEmailSignup(body: Record<string, unknown>): Validated<EmailSignup, 'email' | 'signUpCode' | 'name' | 'password' | 'websiteId'> {
  const firstName = text(body.familyName).trim();
  const lastName = text(body.givenName).trim();
  return collect(
    [
      ['email', emailError(body.email)],
      ['signUpCode', emailCodeError(body.signUpCode)],
      ['name', nameError(body.familyName, body.givenName)],
      ['password', passwordError(body.password)],
      ['websiteId', websiteIdError(body.websiteId)],
    ],
    () => ({
      email: normaliseEmail(text(body.email)),
      password: text(body.password),
      code: text(body.signUpCode).trim(),
      firstName,
      lastName,
      name: displayName(body.name, firstName, lastName),
    }),
  );
}

export interface PhoneSignup {
  phone: PhoneNumber;
  code: string;
  password: string;
  firstName: string;
  lastName: string;
  name: string;
  /** An address to reach the user by; it is not verified, so it signs nobody in. */
  email: string | null;
}

/** The phone sign-up payload (spec §3); phoneVerified is the server's to decide, so it is not read. */
export function validatePhoneSignup(
  body: Record<string, unknown>,
): Validated<PhoneSignup, 'phone' | 'phoneRegistrationCode' | 'name' | 'password' | 'email'> {
  const firstName = text(body.familyName).trim();
  const lastName = text(body.givenName).trim();
  const email = text(body.email).trim();
  return collect(
    [
      ['phone', phoneError(body.phone, body.cdc)],
      ['phoneRegistrationCode', phoneCodeError(body.phoneRegistrationCode)],
      ['name', nameError(body.familyName, body.givenName)],
      ['password', phonePasswordError(body.password)],
      ['email', email === '' ? undefined : emailError(email)],
    ],
    () => ({
      phone: toPhoneNumber(text(body.phone), text(body.cdc)),
      code: text(body.phoneRegistrationCode).trim(),
      password: text(body.password),
      firstName,
      lastName,
      name: displayName(body.name, firstName, lastName),
      email: email === '' ? null : normaliseEmail(email),
    }),
  );
}

/** The phone code request: the number and its dial code (the confirmation is checked by the form). */
export function validatePhoneCodeRequest(body: Record<string, unknown>): Validated<PhoneNumber, 'phone'> {
  return collect([['phone', phoneError(body.phone, body.cdc)]], () => toPhoneNumber(text(body.phone), text(body.cdc)));
}

export function validateEmailLogin(body: Record<string, unknown>): Validated<{ email: string; password: string }, 'email' | 'password'> {
  return collect(
    [
      ['email', emailError(body.email)],
      ['password', text(body.password) === '' ? ACCOUNT_MESSAGES.passwordRequired : undefined],
    ],
    () => ({ email: normaliseEmail(text(body.email)), password: text(body.password) }),
  );
}

export interface PhoneLogin {
  /** The digits as typed; the login form has no dial code (spec §2), so the server tries each. */
  digits: string;
  /** Given by API consumers that know it. */
  cdc: string | null;
  password: string;
}

/** spec §5: phone and password non-empty, the phone numeric. */
export function validatePhoneLogin(body: Record<string, unknown>): Validated<PhoneLogin, 'phone' | 'password'> {
  const digits = phoneDigits(text(body.phone)).replace(/^0+/, '');
  const phone = text(body.phone).trim();
  return collect(
    [
      ['phone', phone === '' ? ACCOUNT_MESSAGES.phoneRequired : /^\d+$/.test(digits) ? undefined : ACCOUNT_MESSAGES.notAPhoneNumber],
      ['password', text(body.password) === '' ? ACCOUNT_MESSAGES.passwordRequired : undefined],
    ],
    () => ({ digits, cdc: text(body.cdc).trim() || null, password: text(body.password) }),
  );
}

export function validateEmailAddress(value: unknown): Validated<string, 'email'> {
  return collect([['email', emailError(value)]], () => normaliseEmail(text(value)));
}

/** spec §3: websiteId is the fixed value xnews; leaving it out means the same. */
export function websiteIdError(value: unknown): string | undefined {
  return value === undefined || value === ACCOUNT_LIMITS.websiteId ? undefined : ACCOUNT_MESSAGES.websiteIdUnknown;
}

/** The reset page: the token from the link, and the new password under the sign-up rule. */
export function validatePasswordReset(body: Record<string, unknown>): Validated<{ token: string; password: string }, 'token' | 'password'> {
  const token = text(body.token).trim();
  return collect(
    [
      ['token', token === '' ? ACCOUNT_MESSAGES.resetTokenMissing : undefined],
      ['password', passwordError(body.password)],
    ],
    () => ({ token, password: text(body.password) }),
  );
}
