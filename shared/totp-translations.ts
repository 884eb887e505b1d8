/**
 * The authenticator app's texts (decision 034): the profile's section, and what the desk's
 * step-up form shares with it (the code fields and every refusal the TOTP calls answer, by
 * their error codes). {count} is a number of recovery codes.
 */
export interface TotpTranslations {
  title: string;
  intro: string;
  loadFailed: string;
  statusOff: string;
  statusOn: string;
  setUp: string;
  settingUp: string;
  /** The set-up's steps: scan or type the key, then the first code confirms it. */
  scan: string;
  qrAlt: string;
  secretLabel: string;
  confirm: string;
  confirming: string;
  cancel: string;
  enabled: string;
  recoveryTitle: string;
  /** Shown once: keep them, each works once, they are never shown again. */
  recoveryKeep: string;
  recoveryCodesLabel: string;
  download: string;
  recoveryDone: string;
  turnOff: string;
  turnOffIntro: string;
  turningOff: string;
  keepOn: string;
  turnedOff: string;
  codeLabel: string;
  codeHint: string;
  recoveryCodeLabel: string;
  recoveryCodeHint: string;
  useRecoveryCode: string;
  useCode: string;
  /** The answers' error codes, in the reader's words (shared/totp.ts TOTP_MESSAGES says what each means). */
  codeRequired: string;
  codeMalformed: string;
  recoveryCodeRequired: string;
  recoveryCodeMalformed: string;
  codeIncorrect: string;
  codeUsed: string;
  recoveryCodeIncorrect: string;
  alreadyEnabled: string;
  notPending: string;
  notEnabled: string;
  unreadable: string;
  passkeyRequired: string;
  rateLimited: string;
  sessionEnded: string;
  pageExpired: string;
  networkError: string;
  failed: string;
}
