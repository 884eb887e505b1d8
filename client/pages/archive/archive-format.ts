import { parseYearMonth } from '../../../shared/archive-months';
import { HREFLANG, type LangCode } from '../../../shared/languages';
import type { YearMonth } from '../../../shared/types';

/*
 * Formats are in UTC so that the server's text and the browser's agree whatever their time
 * zones, and kept per language because building an Intl format is costly.
 */
const monthFormats = new Map<LangCode, Intl.DateTimeFormat>();
const dateFormats = new Map<LangCode, Intl.DateTimeFormat>();

function format(cache: Map<LangCode, Intl.DateTimeFormat>, lang: LangCode, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = cache.get(lang);
  if (!made) {
    made = new Intl.DateTimeFormat(HREFLANG[lang], { ...options, timeZone: 'UTC' });
    cache.set(lang, made);
  }
  return made;
}

/** 'April 2025', '2025年4月', 'avril 2025': the month name and year in the page's language (spec §2). */
export function monthLabel(month: YearMonth, lang: LangCode): string {
  return format(monthFormats, lang, { month: 'long', year: 'numeric' }).format(Date.UTC(month.year, month.month - 1, 1));
}

/**
 * The month of an archive address as the page shows it: its name when it is a month; a code of
 * six characters that is not one split as yyyy-mm; anything else shown raw (spec §2).
 */
export function monthCodeLabel(code: string, lang: LangCode): string {
  const month = parseYearMonth(code);
  if (month) return monthLabel(month, lang);
  return code.length === 6 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** The date of an archived story, from its postTime in epoch seconds. */
export function storyDateLabel(postTime: number, lang: LangCode): string {
  return format(dateFormats, lang, { dateStyle: 'medium' }).format(postTime * 1000);
}
