import { HREFLANG, type LangCode } from '../../shared/languages';

const made = new WeakMap<Intl.DateTimeFormatOptions, Map<LangCode, Intl.DateTimeFormat>>();

/**
 * The date format of a language and options, built once: building an Intl format is costly, and
 * lists format a date per card. Keyed by the options object itself, so pass a constant.
 */
export function dateFormat(lang: LangCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let byLang = made.get(options);
  if (!byLang) {
    byLang = new Map();
    made.set(options, byLang);
  }
  let format = byLang.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HREFLANG[lang], options);
    byLang.set(lang, format);
  }
  return format;
}
