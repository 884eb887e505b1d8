/** The five site languages, the codes used in URLs and cookies (spec §1). */
export const LANGUAGE_CODES = ['en', 'cn', 'tw', 'es', 'fr'] as const;
export type LangCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANG: LangCode = 'en';

/** Language names in their own scripts, for the language switcher (spec §1). */
export const LANGUAGE_NAMES: Record<LangCode, string> = {
  en: 'English',
  cn: '简体中文',
  tw: '繁體中文',
  es: 'Español',
  fr: 'Français',
};

/**
 * The one place where our URL codes meet BCP 47 tags, as BBC Simorgh does for zhongwen:
 * html lang, hreflang and Intl formatting all read from here.
 */
export const HREFLANG: Record<LangCode, string> = {
  en: 'en',
  cn: 'zh-Hans',
  tw: 'zh-Hant',
  es: 'es',
  fr: 'fr',
};

export function isLangCode(value: unknown): value is LangCode {
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);
}
