/**
 * What the account forms and the accounts API say, in one place for client and server.
 * The texts marked "spec" are quoted word for word from spec §5 and §8; the others fill the
 * places where the spec shows no text, or where it swallows a failure silently (the design
 * turns the spec's silent failures into clear messages; decision 011).
 */
export const ACCOUNT_MESSAGES = {
  /** spec §5, §8: the reset form with an empty email. */
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address, such as name@example.com.',
  emailTooLong: 'The email address must be at most 254 characters.',
  /** spec §5: email sign-up with a blank first and last name. */
  nameRequired: 'Please enter a name',
  nameTooLong: 'The name must be at most 100 characters.',
  nameInvalid: 'The name must not contain tabs, line breaks or other control characters.',
  /** spec §5: email sign-up password under 8 characters. */
  passwordTooShort: 'Password needs to be at least 8 characters',
  passwordTooLong: 'Password can be at most 128 characters.',
  /** spec §5: the phone sign-up password input takes 7 to 50 characters. */
  phonePasswordLength: 'Password needs to be 7 to 50 characters.',
  passwordRequired: 'Password is required',
  /** spec §5: an email code under 8 characters; also every wrong email code. */
  emailCodeIncorrect: 'Verification code is incorrect! Check your email.',
  /** spec §5: a phone code under 4 characters. */
  phoneCodeRequired: 'please fill in the phone verification code',
  phoneCodeIncorrect: 'The verification code is incorrect. Check the text message we sent you.',
  codeExpired: 'This verification code has expired. Please ask for a new one.',
  codeExhausted: 'This verification code was entered wrongly too many times. Please ask for a new one.',
  /** spec §5: phone request, the confirmation differs from the number. */
  phoneConfirmMismatch: 'confirm phone# does not match!',
  /** spec §5: phone request, not digits. */
  notAPhoneNumber: 'it is not a phone number!',
  /** spec §5: phone request, too few digits. */
  phoneIncomplete: 'Incomplete phone number',
  phoneRequired: 'Please enter your phone number.',
  /** spec §5 shows "an unsupported-country message" without its words. */
  dialCodeUnsupported: 'Sorry, phone sign-up works only for +1 (United States, Canada) and +86 (China) numbers.',
  websiteIdUnknown: "websiteId must be this site's id, xnews.",
  /** spec §2: the banner at the end of sign-up. */
  registrationSuccess: 'Registration Success!',
  /** Login failures: one text whether or not the account exists (decision 011). */
  emailLoginFailed: 'The email or password is incorrect.',
  phoneLoginFailed: 'The phone number or password is incorrect.',
  /** spec §8: the current-user call without a token. */
  noAccessToken: 'No access token set.',
  sessionInvalid: 'Your session has ended or was signed out. Please log in again.',
  adminOnly: 'Only administrators may list users.',
  /** An account an admin disabled at the desk (decision 033): no way of signing in opens it. */
  accountDisabled: 'This account has been disabled. If you think this is a mistake, please contact us.',
  signedOut: 'You are signed out.',
  resetRequested: 'If an account uses this email address, we have sent it a link to reset the password. The link works for 30 minutes.',
  resetDone: 'Your password has been changed, and every session of your account was signed out. Please log in with the new password.',
  resetTokenMissing: 'The reset link is incomplete. Please open the link from the email again.',
  resetTokenInvalid: 'This reset link is not valid or has already been used. Please ask for a new one.',
  resetTokenExpired: 'This reset link has expired. Please ask for a new one.',
  resetTokenExhausted: 'This reset link was tried too many times. Please ask for a new one.',
  csrfFailed: "This request lacks a valid anti-forgery token: send the XSRF-TOKEN cookie's value in the X-XSRF-TOKEN header.",
} as const;

/** The answer to a code request: the address the code went to, and how long it lasts. */
export function codeSentMessage(address: string, minutes: number): string {
  return `We sent a verification code to ${address}. It expires in ${minutes} minutes.`;
}
