import { HREFLANG, type LangCode } from './languages';

/**
 * What a reader reads in a text, in the units reading studies count (reading-time.ts): words in
 * alphabetic scripts, and Han characters, which Chinese has no spaces to group into words.
 */
export interface TextMeasure {
  /** Word-like segments with no Han character in them: words and numbers. */
  words: number;
  /** Graphemes that are CJK ideographs. */
  han: number;
}

const HAN = /\p{Script=Han}/u;

// Made when first asked for: a segmenter costs its ICU data, and most pages never measure a text.
const wordSegmenters = new Map<LangCode, Intl.Segmenter>();
let graphemeSegmenter: Intl.Segmenter | undefined;

function wordSegmenter(lang: LangCode): Intl.Segmenter {
  let segmenter = wordSegmenters.get(lang);
  if (segmenter === undefined) {
    // By the text's language: ICU splits Chinese with its dictionary, and the rest by spaces and punctuation.
    segmenter = new Intl.Segmenter(HREFLANG[lang], { granularity: 'word' });
    wordSegmenters.set(lang, segmenter);
  }
  return segmenter;
}

function hanCharacters(text: string): number {
  graphemeSegmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let count = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) if (HAN.test(segment)) count += 1;
  return count;
}

/**
 * Counts a plain text's words and Han characters with Intl.Segmenter. A Chinese word (ICU's
 * dictionary groups 经济政策 into two) counts by its characters, as Chinese reading rates are
 * measured; a latin name or term within Chinese text counts as a word.
 */
export function measureText(text: string, lang: LangCode): TextMeasure {
  let words = 0;
  let han = 0;
  for (const { segment, isWordLike } of wordSegmenter(lang).segment(text)) {
    if (!isWordLike) continue;
    if (HAN.test(segment)) han += hanCharacters(segment);
    else words += 1;
  }
  return { words, han };
}
