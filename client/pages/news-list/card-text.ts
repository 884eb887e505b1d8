import type { LangCode } from '../../../shared/languages';
import { dateFormat } from '../../data/date-format';

/** Spec §9: how much of a story each kind of card shows. */
export const CARD_TEXT = {
  featured: { summary: 120, outlines: 5, skipOutlines: 0 },
  card: { summary: 50, outlines: 4, skipOutlines: 1 },
} as const;
export type CardVariant = keyof typeof CARD_TEXT;

/** The source account handle is shown cut to this many characters (spec §9). */
export const HANDLE_LENGTH = 18;

/** Cuts by code points, so that no emoji or surrogate pair is split, and marks the cut. */
export function cutText(text: string, max: number): string {
  const trimmed = text.trim();
  const characters = Array.from(trimmed);
  return characters.length <= max ? trimmed : `${characters.slice(0, max).join('').trimEnd()}…`;
}

export function cardOutlines(outlines: readonly string[], variant: CardVariant): string[] {
  const { outlines: count, skipOutlines } = CARD_TEXT[variant];
  return outlines.slice(skipOutlines, skipOutlines + count);
}

const POST_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeZone: 'UTC' };

/** In UTC, so that the server's text and the browser's agree whatever their time zones. */
export function formatPostDate(postTime: number, lang: LangCode): string {
  return dateFormat(lang, POST_DATE).format(new Date(postTime * 1000));
}
