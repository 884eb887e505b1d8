import type { LangCode } from '../languages';

/**
 * The newsletter's pages (issue 14). The signed token of a subscriber's mails (`token`) reaches
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
