import { TOTP_MESSAGES } from '../../../shared/totp';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { HttpError } from '../../errors/http-error';

/**
 * What the TOTP calls answer when something fails (decision 034). A wrong code is bad input on a
 * live session (400, naming the field), as a wrong current password is, not a 401, which would
 * tell the pages the session had ended; the state of the account is a 409.
 */
const FAILURES = {
  incorrect: [400, 'totp_code_incorrect', TOTP_MESSAGES.codeIncorrect, 'code'],
  used: [400, 'totp_code_used', TOTP_MESSAGES.codeUsed, 'code'],
  recovery_incorrect: [400, 'recovery_code_incorrect', TOTP_MESSAGES.recoveryCodeIncorrect, 'recoveryCode'],
  enabled: [409, 'totp_enabled', TOTP_MESSAGES.alreadyEnabled, null],
  not_pending: [409, 'totp_not_pending', TOTP_MESSAGES.notPending, null],
  not_enabled: [409, 'totp_not_enabled', TOTP_MESSAGES.notEnabled, null],
  unreadable: [409, 'totp_unreadable', TOTP_MESSAGES.unreadable, null],
  staff_needs_passkey: [403, 'passkey_required', TOTP_MESSAGES.staffNeedsPasskey, null],
  session_ended: [401, 'session_invalid', ACCOUNT_MESSAGES.sessionInvalid, null],
} as const satisfies Record<string, readonly [number, string, string, string | null]>;

export type TotpFailure = keyof typeof FAILURES;

export function totpFailure(reason: TotpFailure): HttpError {
  const [status, code, message, parameter] = FAILURES[reason];
  return new HttpError(status, code, message, parameter === null ? {} : { parameter });
}
