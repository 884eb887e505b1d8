/**
 * The account pages' addresses (spec §2), under the language prefix like every page. The spec's
 * bare /login, /signup, /profile and /restaurant/boss redirect here (server/bff/language-redirects.ts).
 */
export const loginPath = (lang: string) => `/${lang}/user/login`;
export const signupPath = (lang: string) => `/${lang}/user/signup`;
/** The password-reset page that the reset mail links to, with ?token=. */
export const resetPath = (lang: string) => `/${lang}/user/reset`;
/** Where a signed-in user lands when no return path is remembered (spec §9: /restaurant/boss and /profile, one page here). */
export const profilePath = (lang: string) => `/${lang}/profile`;

/** The social sign-in start (spec §7), which comes back to returnPath on this site. */
export const oauthStartPath = (provider: 'google' | 'facebook', returnPath: string) =>
  `/oauth2/authorize/${provider}?redirect_uri=${encodeURIComponent(returnPath)}`;

/** Pages a sign-in must never return to: the account forms themselves (a loop, or a used reset link). */
export function isAccountFormPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/user\//.test(pathname);
}

/** The account pages: the forms under /{lang}/user/ and the profile. */
export function isAccountPagePath(pathname: string): boolean {
  return isAccountFormPath(pathname) || /^\/[a-z]{2}\/profile\/?$/.test(pathname);
}

/** How long the last page read is remembered for a sign-in to return to (spec §6 last-customer-path). */
export const LAST_PATH_MAX_AGE_SECONDS = 24 * 60 * 60;
