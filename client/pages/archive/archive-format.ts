import { parseYearMonth } from '../../../shared/archive-months';
import type { LangCode } from '../../../shared/languages';
import type { YearMonth } from '../../../shared/types';
import { dateFormat } from '../../data/date-format';

// In UTC, so that the server's text and the browser's agree whatever their time zones.
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric', timeZone: 'UTC' };
const STORY_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** 'April 2025', '2025年4月', 'avril 2025': the month name and year in the page's language (spec §2). */
export function monthLabel(month: YearMonth, lang: LangCode): string {
  return dateFormat(lang, MONTH).format(Date.UTC(month.year, month.month - 1, 1));
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
  return dateFormat(lang, STORY_DATE).format(postTime * 1000);
}
