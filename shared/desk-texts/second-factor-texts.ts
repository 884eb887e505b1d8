/** What a staff member without a second factor is shown instead of the desk (decision 033). */
export interface DeskSecondFactorTexts {
  title: string;
  explain: string;
  /** The link to the profile, where passkeys and the authenticator app are set up. */
  profileLink: string;
}
