/** A mail's words: the subject (logged, so never a secret in it) and the plain text. */
export interface MailText {
  subject: string;
  text: string;
}

/**
 * The words of every account mail and text message, one implementation per site language.
 * They live here, not in the site's locale files: the server alone sends them, and they carry
 * codes and links that the pages never show.
 */
export interface AccountTexts {
  /** The email sign-up code. */
  signupCodeMail(values: { siteName: string; code: string; minutes: number }): MailText;
  /** Sent instead of a code when the address already has an account, so the answer tells nobody that it has. */
  accountExistsMail(values: { siteName: string; loginUrl: string }): MailText;
  passwordResetMail(values: { siteName: string; link: string; minutes: number }): MailText;
  signupCodeSms(values: { siteName: string; code: string; minutes: number }): string;
  accountExistsSms(values: { siteName: string }): string;
}
