import { ACCOUNT_MESSAGES } from './account-messages';
import { collect, emailCodeError, emailError, normaliseEmail, passwordError, type Validated } from './account-validation';

/** The rules of a reader's own data forms, on the sign-up's: one set for the profile page and the API. */

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export function validateNewEmail(body: Record<string, unknown>): Validated<{ email: string }, 'email'> {
  return collect([['email', emailError(body.email)]], () => ({ email: normaliseEmail(asText(body.email)) }));
}

export function validateEmailChange(body: Record<string, unknown>): Validated<{ email: string; code: string }, 'email' | 'code'> {
  return collect(
    [
      ['email', emailError(body.email)],
      ['code', emailCodeError(body.code)],
    ],
    () => ({ email: normaliseEmail(asText(body.email)), code: asText(body.code).trim() }),
  );
}

/** The new password under sign-up's rule (spec §5: at least 8 characters). */
export function validatePasswordChange(body: Record<string, unknown>): Validated<{ currentPassword: string; newPassword: string }, 'currentPassword' | 'newPassword'> {
  return collect(
    [
      ['currentPassword', asText(body.currentPassword) === '' ? ACCOUNT_MESSAGES.passwordRequired : undefined],
      ['newPassword', passwordError(body.newPassword)],
    ],
    () => ({ currentPassword: asText(body.currentPassword), newPassword: asText(body.newPassword) }),
  );
}

export type ReauthenticateProof = { password: string } | { code: string };

/** A password, or a mailed code: one of them. */
export function validateReauthenticate(body: Record<string, unknown>): Validated<ReauthenticateProof, 'password' | 'code'> {
  if (body.code !== undefined) return collect([['code', emailCodeError(body.code)]], () => ({ code: asText(body.code).trim() }));
  return collect([['password', asText(body.password) === '' ? ACCOUNT_MESSAGES.passwordRequired : undefined]], () => ({ password: asText(body.password) }));
}
