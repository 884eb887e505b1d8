/**
 * A reader's own data (decision 021): the addresses of its API, and what the API says, in English.
 * The pages say the same in the page's language, by the `error` code (shared/translations.ts,
 * AccountDataTranslations).
 */
export const ACCOUNT_DATA_API = {
  /** GET: everything the site holds about the account, as a JSON file. */
  export: '/api/public/users/me/export',
  /** DELETE: the account and everything of it, after a fresh sign-in. */
  account: '/api/public/users/me',
  /** POST { password } or { code }: proves who the reader is again, for the next 10 minutes. */
  reauthenticate: '/api/public/users/me/reauthenticate',
  /** POST: mails a re-authentication code to an account without a password. */
  reauthenticateCode: '/api/public/users/me/reauthenticate/code',
  /** POST { email }: mails a code to the new address. */
  emailCode: '/api/public/users/me/email/code',
  /** POST { email, code }: makes it the account's address. */
  email: '/api/public/users/me/email',
  /** POST { currentPassword, newPassword }. */
  password: '/api/public/users/me/password',
} as const;

/** How recent a sign-in (or a re-authentication) must be to delete the account. */
export const FRESH_SIGN_IN_MINUTES = 10;

export const ACCOUNT_DATA_MESSAGES = {
  reauthenticationRequired: `Deleting your account needs a sign-in in the last ${FRESH_SIGN_IN_MINUTES} minutes. Confirm it is you with your password or a code, or sign in again.`,
  reauthenticated: 'Thank you: it is you. You can now delete your account.',
  passwordIncorrect: 'The password is incorrect.',
  noPassword: 'Your account has no password. To set one, use "Reset Password" on the login page with your email address.',
  hasPassword: 'Your account has a password: confirm it is you with the password.',
  noVerifiedEmail: 'Your account has no verified email address to send a code to. Please sign in again instead.',
  codeIncorrect: 'The code is incorrect. Check the email we sent you.',
  sameEmail: 'This is already the email address of your account.',
  emailChanged: 'Your email address has been changed, and every other session of your account was signed out.',
  passwordChanged: 'Your password has been changed, and every other session of your account was signed out.',
  accountDeleted: 'Your account and everything we held about it have been deleted. You are signed out.',
} as const;
