import type { LangCode } from '../../../shared/languages';

/**
 * Language codes for the Google News sitemap and RSS <language>, which take ISO 639 codes and
 * tell the Chinese scripts apart by region (zh-cn, zh-tw), not by the BCP 47 scripts of
 * hreflang (shared/languages.ts HREFLANG).
 */
export const PUBLICATION_LANGUAGE: Record<LangCode, string> = {
  en: 'en',
  cn: 'zh-cn',
  tw: 'zh-tw',
  es: 'es',
  fr: 'fr',
};
