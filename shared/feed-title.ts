import { LANGUAGE_NAMES, type LangCode } from './languages';

/** The language feed's title, as its channel states it and as pages name it in their head. */
export function languageFeedTitle(siteName: string, lang: LangCode): string {
  return `${siteName} · ${LANGUAGE_NAMES[lang]}`;
}
