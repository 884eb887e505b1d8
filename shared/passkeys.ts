/** Passkeys (decision 022): the API's addresses, answers and rules, for client and server. */

export const PASSKEY_API = {
  /** GET the signed-in user's passkeys; POST a verified registration. */
  mine: '/api/public/users/me/passkeys',
  registrationOptions: '/api/public/users/me/passkeys/registration-options',
  /** PATCH (rename) and DELETE one of them, by its id. */
  one: (id: string) => `/api/public/users/me/passkeys/${encodeURIComponent(id)}`,
  authenticationOptions: '/api/public/auth/passkeys/authentication-options',
  authentication: '/api/public/auth/passkeys/authentication',
} as const;

/** One passkey as its owner sees it. */
export interface PasskeyView {
  id: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601; null until it first signs in. */
  lastUsedAt: string | null;
}

export interface PasskeyList {
  passkeys: PasskeyView[];
}

export const PASSKEY_LIMITS = {
  /** A name is for telling one's own devices apart. */
  name: 64,
  /** Passkeys per account: far more than anyone has devices, and a bound on what one account stores. */
  perUser: 20,
  /** How long a ceremony's challenge is good for. */
  challengeMinutes: 5,
} as const;

/** What the API says about a name; the pages show their own words for each. */
export const PASSKEY_NAME_MESSAGES = {
  required: 'Please give the passkey a name.',
  tooLong: `The name must be at most ${PASSKEY_LIMITS.name} characters.`,
  invalid: 'The name must not contain tabs, line breaks or other control characters.',
} as const;

export type PasskeyNameProblem = keyof typeof PASSKEY_NAME_MESSAGES;

const CONTROL = /\p{Cc}/u;

/** A passkey's name, trimmed, or what is wrong with it. */
export function checkPasskeyName(value: unknown): { ok: true; name: string } | { ok: false; problem: PasskeyNameProblem } {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name === '') return { ok: false, problem: 'required' };
  if (CONTROL.test(name)) return { ok: false, problem: 'invalid' };
  if ([...name].length > PASSKEY_LIMITS.name) return { ok: false, problem: 'tooLong' };
  return { ok: true, name };
}
