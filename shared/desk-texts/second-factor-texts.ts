/**
 * What a staff member without a second factor is shown instead of the desk (decision 033): the
 * authenticator's code form when they have one (decision 034), else how to get a second factor.
 * The code fields and the refusals are the totp section's.
 */
export interface DeskSecondFactorTexts {
  title: string;
  /** Without an authenticator: add a passkey in the profile and sign in with it; an authenticator can be set up then. */
  explain: string;
  /** The link to the profile, where passkeys and the authenticator app are set up. */
  profileLink: string;
  /** With an authenticator: enter its code, or a recovery code, to open the desk. */
  withCode: string;
  verify: string;
  verifying: string;
  verified: string;
}
