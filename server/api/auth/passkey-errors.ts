import { HttpError } from '../../errors/http-error';

const FAILURES = {
  challenge_unknown: [400, 'passkey_challenge_invalid', 'This passkey request was not started here, or was already answered. Please start again.'],
  challenge_expired: [400, 'passkey_challenge_expired', 'This passkey request has expired. Please start again.'],
  not_verified: [400, 'passkey_not_verified', 'The passkey could not be verified. Please try again.'],
  taken: [409, 'passkey_exists', 'This passkey is registered already.'],
  limit: [409, 'passkey_limit', 'This account has as many passkeys as it may have. Remove one to add another.'],
  refused: [401, 'passkey_refused', 'This passkey could not sign you in. It may have been removed from your account.'],
  not_found: [404, 'not_found', 'You have no passkey with this id.'],
  second_factor: [403, 'second_factor_required', 'A staff account adds a passkey from a session signed in with a passkey or an authenticator code.'],
} as const satisfies Record<string, readonly [number, string, string]>;

/** What the passkey calls answer when something fails; the pages show their own words for each code. */
export function passkeyFailure(reason: keyof typeof FAILURES): HttpError {
  const [status, code, message] = FAILURES[reason];
  return new HttpError(status, code, message);
}
