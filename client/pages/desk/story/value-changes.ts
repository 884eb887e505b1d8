import { diffWords } from 'diff';
import type { LangCode } from '../../../../shared/languages';
import { HREFLANG } from '../../../../shared/languages';

/** One stretch of the compared texts: the same in both, only the desk's, or only upstream's. */
export interface ValueChange {
  text: string;
  kind: 'same' | 'removed' | 'added';
}

/**
 * What upstream's value changes in the desk's, word by word (jsdiff). Words are cut by the
 * language's own rules (Intl.Segmenter), so a Chinese sentence is compared by its words rather
 * than as one long run without spaces.
 */
export function valueChanges(desk: string, upstream: string, lang: LangCode | '*'): ValueChange[] {
  const intlSegmenter = new Intl.Segmenter(lang === '*' ? 'en' : HREFLANG[lang], { granularity: 'word' });
  return diffWords(desk, upstream, { intlSegmenter }).map((part) => ({
    text: part.value,
    kind: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
