import type { LangCode } from '../languages';
import { langPrefixOf } from './lang-prefix';
import { isSitePath } from './site-path';

/**
 * The server's record of a language choice (issue 18): GET /{lang}/language?next=… sets the
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
