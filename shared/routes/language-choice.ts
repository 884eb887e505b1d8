import type { LangCode } from '../languages';
import { langPrefixOf, swapLangInPath } from './lang-prefix';
import { isSitePath } from './site-path';

/**
 * The server's record of a language choice (decision 018): GET /{lang}/language?next=… sets the
 * language cookie and sends the reader to `next`, the same page in that language. The language
 * switcher's options are plain links to it, so the choice works without JavaScript and the pages
 * themselves never set a cookie.
 */
export const LANGUAGE_CHOICE_PATTERN = '/:lang/language';

export const languageChoicePath = (lang: LangCode, next: string) => `/${lang}/language?next=${encodeURIComponent(next)}`;

/** Where a choice may lead: a path of this site in the chosen language, nothing else. */
export function isLanguageChoiceTarget(next: unknown, lang: LangCode): next is string {
  return isSitePath(next) && langPrefixOf(next) === lang;
}

/**
 * What a page's query keeps in another language (spec §2): a list's page, a search and
 * its filters, a newsletter link's token. Anything else (an error code shown once, a return
 * path) stays behind, so a switch never carries a value from the address into another page.
 */
const KEPT_PARAMETERS = new Set(['page', 'q', 'type', 'sort', 'token']);

/** The same page in another language, with the part of its query that still means something there. */
export function languageSwitchTarget(pathname: string, search: string, lang: LangCode): string {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search)) if (KEPT_PARAMETERS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return `${swapLangInPath(pathname, lang)}${query === '' ? '' : `?${query}`}`;
}
