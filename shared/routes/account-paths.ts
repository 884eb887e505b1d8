import type { LangCode } from '../languages';
import { LANG_SEGMENT } from './lang-prefix';
import { DESK_PAGE_PATTERNS } from './desk-paths';
import { matchPath } from './match-path';
import { PAGE_PATTERNS } from './page-patterns';
import { RETURN_PATH_PARAM } from './return-path';

/**
 * The account pages' addresses (spec §2), under the language prefix like every page. The spec's
 * bare /login, /signup, /profile and /restaurant/boss redirect here (legacy-account-paths.ts).
 */
export const loginPath = (lang: LangCode) => `/${lang}/user/login`;
/** The login page, which sends the reader to returnPath once signed in (returnPathIn reads it back, refusing any path off this site). */
export const loginPathReturningTo = (lang: LangCode, returnPath: string) => `${loginPath(lang)}?${RETURN_PATH_PARAM}=${encodeURIComponent(returnPath)}`;
export const signupPath = (lang: LangCode) => `/${lang}/user/signup`;
/** The password-reset page, where the reset mail's link (resetLinkPath) leads. */
export const resetPath = (lang: LangCode) => `/${lang}/user/reset`;
/** Where a signed-in user lands when no return path is remembered (spec §9: /restaurant/boss and /profile, one page here). */
export const profilePath = (lang: LangCode) => `/${lang}/profile`;

/** The signed-in reader's saved stories. */
export const savedPath = (lang: LangCode) => `/${lang}/saved`;
/** The stories of what the signed-in reader follows. */
export const forYouPath = (lang: LangCode) => `/${lang}/news/list/foryou`;

/**
 * The pages of one signed-in reader's own (decision 019): their saved stories, For you, the
 * profile, and for staff the desk (decision 033). The server reads the session for them: a signed-out visitor is sent to sign in, a
 * signed-in one gets the page with their data, rendered for each request and never kept by any
 * cache (private, no-store).
 */
export const PERSONAL_PAGE_PATTERNS = [PAGE_PATTERNS.saved, PAGE_PATTERNS.forYou, PAGE_PATTERNS.profile, ...DESK_PAGE_PATTERNS] as const;

export function isPersonalPagePath(pathname: string): boolean {
  return PERSONAL_PAGE_PATTERNS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The confirmation that an account was deleted, in the reader's language. */
export const accountDeletedPath = (lang: LangCode) => `${profilePath(lang)}/deleted`;

/** The reset page with the mailed one-time token. */
export const resetLinkPath = (lang: LangCode, token: string) => `${resetPath(lang)}?token=${encodeURIComponent(token)}`;

/** The folder of a language's account forms, which robots.txt keeps crawlers out of. */
export const accountFormsFolder = (lang: LangCode) => `/${lang}/user/`;

/** The social sign-in start (spec §7), which comes back to returnPath on this site. */
export const oauthStartPath = (provider: 'google' | 'facebook', returnPath: string) =>
  `/oauth2/authorize/${provider}?redirect_uri=${encodeURIComponent(returnPath)}`;

const ACCOUNT_FORMS = new RegExp(`^/${LANG_SEGMENT}/user/`);

/** Pages a sign-in must never return to: the account forms themselves (a loop, or a used reset link). */
export function isAccountFormPath(pathname: string): boolean {
  return ACCOUNT_FORMS.test(pathname);
}

/** The account forms and the profile: pages that are one reader's own (a reset link's token is in the address). */
export function isAccountPagePath(pathname: string): boolean {
  return isAccountFormPath(pathname) || matchPath(PAGE_PATTERNS.profile, pathname) !== null || matchPath(PAGE_PATTERNS.accountDeleted, pathname) !== null;
}
