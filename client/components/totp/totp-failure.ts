import { TOTP_MESSAGES, TOTP_RULES } from '../../../shared/totp';
import type { TotpTranslations } from '../../../shared/totp-translations';
import type { JsonAnswer } from '../../data/post-json';

/** Which field a refusal is about (the answer's `parameter`), so the page can put the message beside it. */
export type TotpField = 'code' | 'recoveryCode';

export interface TotpFailure {
  text: string;
  field: TotpField | null;
}

/** The error codes of the TOTP calls (server/api/auth/totp-errors.ts) and the texts that say them. */
const BY_CODE: Record<string, keyof TotpTranslations> = {
  totp_code_incorrect: 'codeIncorrect',
  totp_code_used: 'codeUsed',
  recovery_code_incorrect: 'recoveryCodeIncorrect',
  totp_enabled: 'alreadyEnabled',
  totp_not_pending: 'notPending',
  totp_not_enabled: 'notEnabled',
  totp_unreadable: 'unreadable',
  passkey_required: 'passkeyRequired',
  csrf_failed: 'pageExpired',
  session_invalid: 'sessionEnded',
};

/** A malformed field is answered as a 400 with the English of TOTP_MESSAGES: matched back to its key. */
const BY_MESSAGE: Record<string, keyof TotpTranslations> = {
  [TOTP_MESSAGES.codeRequired]: 'codeRequired',
  [TOTP_MESSAGES.codeMalformed]: 'codeMalformed',
  [TOTP_MESSAGES.recoveryCodeMalformed]: 'recoveryCodeMalformed',
};

const fieldOf = (parameter: unknown): TotpField | null => (parameter === 'code' || parameter === 'recoveryCode' ? parameter : null);

/**
 * Why a TOTP call failed, in the page's language (decision 034): every error code the API
 * answers by its own text, a limit or an ended session by theirs, anything else as a failure.
 */
export function totpFailure(answer: JsonAnswer, t: TotpTranslations): TotpFailure {
  if (!answer.reached) return { text: t.networkError, field: null };
  const { error, message, parameter } = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Record<string, unknown>;
  const field = fieldOf(parameter);
  const known = (typeof error === 'string' ? BY_CODE[error] : undefined) ?? (typeof message === 'string' ? BY_MESSAGE[message] : undefined);
  if (known) return { text: t[known], field };
  if (answer.status === 429) return { text: t.rateLimited, field: null };
  if (answer.status === 401) return { text: t.sessionEnded, field: null };
  return { text: t.failed, field };
}

/** What the reader typed, checked as the server would (6 digits; 16 letters and digits), before it is sent. */
export type TotpProofCheck = { ok: true; body: { code: string } | { recoveryCode: string } } | { ok: false; failure: TotpFailure };

const DIGITS = new RegExp(`^\\d{${TOTP_RULES.digits}}$`);
const RECOVERY = new RegExp(`^[0-9a-z]{${TOTP_RULES.recoveryCodeGroups * TOTP_RULES.recoveryCodeGroupLength}}$`, 'i');

export function checkTotpProof(field: TotpField, value: string, t: TotpTranslations): TotpProofCheck {
  if (field === 'code') {
    const code = value.replace(/\s/g, '');
    if (code === '') return { ok: false, failure: { text: t.codeRequired, field } };
    if (!DIGITS.test(code)) return { ok: false, failure: { text: t.codeMalformed, field } };
    return { ok: true, body: { code } };
  }
  const plain = value.replace(/[\s-]/g, '');
  if (plain === '') return { ok: false, failure: { text: t.recoveryCodeRequired, field } };
  if (!RECOVERY.test(plain)) return { ok: false, failure: { text: t.recoveryCodeMalformed, field } };
  // As typed: the server reads i, l and o as 1, 1 and 0 (Crockford's base32).
  return { ok: true, body: { recoveryCode: value.trim() } };
}
