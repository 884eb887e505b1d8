import type { LangCode } from '../languages';
import { loginPath, profilePath, signupPath } from './account-paths';

/*
 * The spec's account addresses that are not pages here (spec §1, §2), each with the page it
 * leads to. (/user/… without a prefix belongs to the API: GET /user/me.)
 */

type AccountPage = (lang: LangCode) => string;

/** Without a language: redirected to the page in the language the reader asks for or last chose. */
export const BARE_ACCOUNT_ADDRESSES: readonly [paths: string[], page: AccountPage][] = [
  [['/login'], loginPath],
  [['/signup'], signupPath],
  // The leftover /restaurant/boss (spec §1) is the profile.
  [['/profile', '/restaurant/boss'], profilePath],
];

/** The same names under a language prefix, so that each page keeps one address. (/{lang}/profile is the page.) */
export const PREFIXED_LEGACY_ACCOUNT_PATTERNS: readonly [pattern: string, page: AccountPage][] = [
  ['/:lang/login', loginPath],
  ['/:lang/signup', signupPath],
  ['/:lang/restaurant/boss', profilePath],
];
