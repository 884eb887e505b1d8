import { HREFLANG, type LangCode } from '../../../shared/languages';

const formats = new Map<LangCode, Intl.DateTimeFormat>();

/** A passkey's moment in the reader's language and time zone: it is theirs, and shown only in their browser. */
export function passkeyDate(iso: string, lang: LangCode): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(HREFLANG[lang], { dateStyle: 'medium', timeStyle: 'short' });
    formats.set(lang, format);
  }
  return format.format(new Date(iso));
}
