/** The totp section's shape in every translation file (locales.test.ts holds it to TotpTranslations). */
export const TOTP_SHAPE = {
  title: 'string', intro: 'string', loadFailed: 'string', statusOff: 'string', statusOn: 'string', setUp: 'string', settingUp: 'string',
  scan: 'string', qrAlt: 'string', secretLabel: 'string', confirm: 'string', confirming: 'string', cancel: 'string', enabled: 'string',
  recoveryTitle: 'string', recoveryKeep: 'string', recoveryCodesLabel: 'string', download: 'string', recoveryDone: 'string', turnOff: 'string',
  turnOffIntro: 'string', turningOff: 'string', keepOn: 'string', turnedOff: 'string', codeLabel: 'string', codeHint: 'string',
  recoveryCodeLabel: 'string', recoveryCodeHint: 'string', useRecoveryCode: 'string', useCode: 'string', codeRequired: 'string',
  codeMalformed: 'string', recoveryCodeRequired: 'string', recoveryCodeMalformed: 'string', codeIncorrect: 'string', codeUsed: 'string',
  recoveryCodeIncorrect: 'string', alreadyEnabled: 'string', notPending: 'string', notEnabled: 'string', unreadable: 'string',
  passkeyRequired: 'string', rateLimited: 'string', sessionEnded: 'string', pageExpired: 'string', networkError: 'string', failed: 'string',
} as const;
