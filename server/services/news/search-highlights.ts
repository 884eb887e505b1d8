import type { TextSegment } from '../../../shared/search';
import { foldChineseCharacters } from '../../db/news/search/chinese-fold';
import { MARK_END, MARK_START } from '../../db/news/search/mark-matches';
import { chineseQueryParts } from '../../db/news/search/search-text';

/** Characters of a text, each marked or not: the form excerpts are cut in, by code points. */
type MarkedCharacters = { character: string; match: boolean }[];

function segmentsOf(characters: MarkedCharacters): TextSegment[] {
  const segments: TextSegment[] = [];
  for (const { character, match } of characters) {
    const last = segments.at(-1);
    if (last && last.match === match) last.text += character;
    else segments.push({ text: character, match });
  }
  return segments;
}

function charactersOf(segments: readonly TextSegment[]): MarkedCharacters {
  return segments.flatMap(({ text, match }) => Array.from(text, (character) => ({ character, match })));
}

/** ts_headline's output (search-stories.ts) as segments: the text between its markers matched. */
export function segmentsFromMarked(marked: string): TextSegment[] {
  const characters: MarkedCharacters = [];
  let match = false;
  for (const character of marked) {
    if (character === MARK_START) match = true;
    else if (character === MARK_END) match = false;
    else characters.push({ character, match });
  }
  return segmentsOf(characters);
}

/**
 * Chinese text marked where it holds a word of the query, compared folded to Simplified (and
 * Latin words without case), so 選舉 is marked for 选举. Folding keeps one character for one, so
 * the marks fall on the original text.
 */
export function chineseSegments(text: string, query: string): TextSegment[] {
  const original = Array.from(text);
  const folded = foldChineseCharacters(text).map((character) => character.toLowerCase());
  const { runs, rest } = chineseQueryParts(query);
  const terms = [...runs, ...(rest.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].map((term) => Array.from(term));
  const marked = original.map(() => false);
  for (const term of terms) {
    for (let start = 0; start + term.length <= folded.length; start += 1) {
      if (term.every((character, offset) => folded[start + offset] === character)) {
        for (let index = start; index < start + term.length; index += 1) marked[index] = true;
      }
    }
  }
  return segmentsOf(original.map((character, index) => ({ character, match: marked[index] ?? false })));
}

/**
 * At most `length` characters of marked text, from a little before the first match (the start
 * when nothing matched), with an ellipsis where text was left out.
 */
export function excerpt(segments: readonly TextSegment[], length: number): TextSegment[] {
  const characters = charactersOf(segments);
  if (characters.length <= length) return [...segments];
  const first = Math.max(0, characters.findIndex((entry) => entry.match));
  let start = Math.max(0, Math.min(first - Math.floor(length / 4), characters.length - length));
  // Begin at a word where there are spaces between words.
  const space = characters.slice(start, first).findIndex((entry) => /\s/.test(entry.character));
  if (start > 0 && space >= 0) start += space + 1;
  const kept = characters.slice(start, start + length);
  const ellipsis = { character: '…', match: false };
  return segmentsOf([...(start > 0 ? [ellipsis] : []), ...kept, ...(start + length < characters.length ? [ellipsis] : [])]);
}
