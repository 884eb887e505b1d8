import type { LangCode } from '../../../shared/languages';
import { dateFormat } from '../../data/date-format';

const DESK_MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A moment on the desk, in the staff member's language and time zone: the desk's data loads in their browser alone. */
export function deskMoment(iso: string, lang: LangCode): string {
  return dateFormat(lang, DESK_MOMENT).format(new Date(iso));
}
