import type { LangCode } from '../../../shared/languages';
import { dateFormat } from '../../data/date-format';

const ARTICLE_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
const POST_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' };

/** An article's date, long form, in UTC, so that the server's text and the browser's agree. */
export function formatArticleDate(postTime: number, lang: LangCode): string {
  return dateFormat(lang, ARTICLE_DATE).format(new Date(postTime * 1000));
}

/** A post time with its hour, in UTC and saying so (the brief page). */
export function formatPostTime(postTime: number, lang: LangCode): string {
  return dateFormat(lang, POST_TIME).format(new Date(postTime * 1000));
}

export function isoTime(postTime: number): string {
  return new Date(postTime * 1000).toISOString();
}
