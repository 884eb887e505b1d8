import { DEFAULT_LANG, type LangCode } from '../../../shared/languages';

/** The languages a request tells of: one it states (a lang parameter or cookie), and its browser's. */
export interface LangPreference {
  stated: LangCode | null;
  browser: LangCode | null;
}

/**
 * The language to write to someone in: what the request states (the page they are on), else the
 * account's own, else the browser's, else English.
 */
export function chooseLang(preference: LangPreference, accountLang?: LangCode | null): LangCode {
  return preference.stated ?? accountLang ?? preference.browser ?? DEFAULT_LANG;
}
