import type { LangCode } from '../../../shared/languages';
import { dateFormat } from '../../data/date-format';

const PASSKEY_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A passkey's moment in the reader's language and time zone: it is theirs, and shown only in their browser. */
export function passkeyDate(iso: string, lang: LangCode): string {
  return dateFormat(lang, PASSKEY_DATE).format(new Date(iso));
}
