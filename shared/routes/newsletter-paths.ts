import type { LangCode } from '../languages';
import { matchPath } from './match-path';
import { PAGE_PATTERNS } from './page-patterns';

/**
 * The newsletter's pages. The signed token of a subscriber's mails (`token`) reaches
 * the preferences and unsubscribe pages; the confirmation mail's one-time token the confirm page.
 * All of them are noindex; those with a token are one reader's own and never cached.
 */
export const newsletterPath = (lang: LangCode) => `/${lang}/newsletter`;
/** "Check your inbox": where a subscription from a form lands. */
export const newsletterSentPath = (lang: LangCode) => `/${lang}/newsletter/sent`;
export const newsletterConfirmPath = (lang: LangCode, token: string) => `/${lang}/newsletter/confirm?token=${encodeURIComponent(token)}`;
export const newsletterPreferencesPath = (lang: LangCode, token: string) => `/${lang}/newsletter/preferences?token=${encodeURIComponent(token)}`;
/** The List-Unsubscribe address: GET shows one button, POST (RFC 8058 one-click) unsubscribes. */
export const newsletterUnsubscribePath = (lang: LangCode, token: string) => `/${lang}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;

/** Why a subscription sent from a form without JavaScript was not taken: the subscribe page says so. */
export const NEWSLETTER_PROBLEMS = ['invalid', 'rate-limited', 'unavailable'] as const;
export type NewsletterProblem = (typeof NEWSLETTER_PROBLEMS)[number];
export const NEWSLETTER_PROBLEM_PARAM = 'problem';
export const newsletterProblemPath = (lang: LangCode, problem: NewsletterProblem) => `${newsletterPath(lang)}?${NEWSLETTER_PROBLEM_PARAM}=${problem}`;

/** The preferences page after its form was saved without JavaScript. */
export const NEWSLETTER_SAVED_PARAM = 'saved';
export const newsletterPreferencesSavedPath = (lang: LangCode, token: string) => `${newsletterPreferencesPath(lang, token)}&${NEWSLETTER_SAVED_PARAM}=1`;

/** The pages a mail's token opens: one reader's own, never cached, and the two whose forms post to them. */
export function isNewsletterTokenPagePath(pathname: string): boolean {
  return [PAGE_PATTERNS.newsletterConfirm, PAGE_PATTERNS.newsletterPreferences, PAGE_PATTERNS.newsletterUnsubscribe].some((pattern) => matchPath(pattern, pathname) !== null);
}

/** Where the preferences and unsubscribe forms post (and mail providers post RFC 8058's one click). */
export function isNewsletterFormPath(pathname: string): boolean {
  return [PAGE_PATTERNS.newsletterPreferences, PAGE_PATTERNS.newsletterUnsubscribe].some((pattern) => matchPath(pattern, pathname) !== null);
}
