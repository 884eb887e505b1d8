import { markdownToPlainText } from './article-text';
import { stripFootnotes } from './footnotes';
import type { LangCode } from './languages';
import { measureText, type TextMeasure } from './text-measure';

/**
 * Silent reading rates of adults, in words a minute.
 * - en: 238, Brysbaert (2019), "How many words do we read per minute? A review and meta-analysis
 *   of reading rate", Journal of Memory and Language 109, 104047: English non-fiction.
 * - es, fr: that rate scaled by how many words each language needs for the same message, as the
 *   paper predicts other languages' rates, from the texts that Trauzettel-Klosinski & Dietz
 *   (2012), "Standardized assessment of reading performance: the New International Reading
 *   Speed Texts IReST", IOVS 53(9), 5452–5461, matched in content across languages (English
 *   228 words a minute, Spanish 218, French 195): es 238 × 218 / 228 ≈ 228, fr 238 × 195 / 228 ≈ 204.
 * - cn, tw: the latin words of a Chinese text (names, terms) are mostly English: en's rate.
 */
const WORDS_PER_MINUTE: Record<LangCode, number> = { en: 238, es: 228, fr: 204, cn: 238, tw: 238 };

/**
 * Chinese, in characters a minute: 255, IReST's Chinese readers (Trauzettel-Klosinski & Dietz
 * 2012, above). Brysbaert's meta-analysis covers alphabetic scripts only, so there is no silent
 * rate to scale it by; Simplified and Traditional are read at the same rate.
 */
const HAN_PER_MINUTE = 255;

/** Whole minutes, rounded to the nearest, and never under 1: a reader is told '1 min', not '0 min'. */
export function readingMinutes(measure: TextMeasure, lang: LangCode): number {
  const minutes = measure.words / WORDS_PER_MINUTE[lang] + measure.han / HAN_PER_MINUTE;
  return Math.max(1, Math.round(minutes));
}

/** A markdown body as its reader reads it: its text (not its markup, links' targets or footnote markers), measured in its own language. */
export function bodyMeasure(markdown: string, lang: LangCode): TextMeasure {
  return measureText(markdownToPlainText(stripFootnotes(markdown)), lang);
}
