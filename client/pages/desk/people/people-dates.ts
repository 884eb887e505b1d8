import type { LangCode } from '../../../../shared/languages';
import { dateFormat } from '../../../data/date-format';

const PEOPLE_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment of an account in the admin's language and time zone: the desk renders it in their browser alone. */
export function peopleDate(iso: string, lang: LangCode): string {
  return dateFormat(lang, PEOPLE_DATE).format(new Date(iso));
}
