import { HREFLANG, type LangCode } from '../../../shared/languages';

const formats = new Map<string, Intl.DateTimeFormat>();

function format(lang: LangCode, withTime: boolean): Intl.DateTimeFormat {
  const key = `${lang}/${withTime}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(
      HREFLANG[lang],
      withTime
        ? { year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    );
    formats.set(key, found);
  }
  return found;
}

/** An article's date, long form, in UTC, so that the server's text and the browser's agree. */
export function formatArticleDate(postTime: number, lang: LangCode): string {
  return format(lang, false).format(new Date(postTime * 1000));
}

/** A post time with its hour, in UTC and saying so (the brief page). */
export function formatPostTime(postTime: number, lang: LangCode): string {
  return format(lang, true).format(new Date(postTime * 1000));
}

export function isoTime(postTime: number): string {
  return new Date(postTime * 1000).toISOString();
}
