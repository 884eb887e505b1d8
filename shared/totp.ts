/** TOTP as a second factor (decision 034): the API's addresses, answers and rules, for client and server. */

export const TOTP_API = {
  /** GET the status; POST { code } confirms the pending enrolment; DELETE { code } or { recoveryCode } turns it off. */
  mine: '/api/public/users/me/totp',
  /** POST: a new secret for the authenticator app, pending until a code confirms it. */
  enrolment: '/api/public/users/me/totp/enrolment',
  /** POST { code } or { recoveryCode }: raises the current session to a second-factor one. */
  secondFactor: '/api/public/auth/second-factor',
} as const;

export const TOTP_RULES = {
  /** RFC 6238's defaults, which every authenticator app reads from the otpauth address. */
  digits: 6,
  periodSeconds: 30,
  /** Steps of clock drift accepted either side of the server's: a code of the last or the next 30 s counts. */
  driftSteps: 1,
  recoveryCodes: 10,
  /** Four groups of four from a 32-letter alphabet: 80 random bits each. */
  recoveryCodeGroups: 4,
  recoveryCodeGroupLength: 4,
} as const;

/** GET TOTP_API.mine. */
export interface TotpStatus {
  /** A confirmed authenticator: codes raise a session to a second-factor one. */
  enabled: boolean;
  /** An enrolment begun and not confirmed yet. */
  pending: boolean;
  /** Unused recovery codes; 0 when not enabled. */
  recoveryCodesLeft: number;
}

/** POST TOTP_API.enrolment: what the authenticator app is given (typed in, or as a QR code of otpauthUrl). */
export interface TotpEnrolment {
  /** Base32, as authenticator apps take it by hand. */
  secret: string;
  otpauthUrl: string;
  /** The same address as a QR code: an SVG in a data: address, for an <img> (made on the server, so no QR encoder ships to the browser). */
  qrCode: string;
}

/** POST TOTP_API.mine: the recovery codes, shown this once and never again. */
export interface TotpEnabled {
  enabled: true;
  recoveryCodes: string[];
}

/** POST TOTP_API.secondFactor: the session's second factor now (a passkey sign-in stays 'passkey'). */
export interface SecondFactorAnswer {
  secondFactor: 'passkey' | 'totp';
}

/** What the TOTP calls say, in English; the pages will show their own words for each error code. */
export const TOTP_MESSAGES = {
  codeRequired: 'Enter the 6-digit code your authenticator app shows.',
  codeMalformed: 'The code is the 6 digits your authenticator app shows, such as 123456.',
  recoveryCodeMalformed: 'A recovery code is 16 letters and digits, such as abcd-efgh-jkmn-pqrs.',
  oneProof: 'Send either code or recoveryCode, not both.',
  codeIncorrect: 'The code is incorrect. Check that your device’s clock is right, and enter the code your authenticator app shows now.',
  codeUsed: 'This code was used already. Wait for the next code from your authenticator app.',
  recoveryCodeIncorrect: 'This recovery code is incorrect, or it was used already. Each recovery code works once.',
  alreadyEnabled: 'Your account has an authenticator app already. Turn it off first to set up another.',
  notPending: 'There is no authenticator set-up to confirm. Start again to get a new secret.',
  notEnabled: 'Your account has no authenticator app set up, so there is no code to check.',
  unreadable: 'Your authenticator app’s codes can no longer be checked here. Use a recovery code, then set up the authenticator again.',
  staffNeedsPasskey: 'Staff accounts set up an authenticator app from a session signed in with a passkey, so that a password alone can never give the desk its second factor.',
} as const;
