import traditionalToSimplified from 'opencc-js/dict/TSCharacters';
import taiwanVariants from 'opencc-js/dict/TWVariantsRev';

/** An OpenCC dictionary as a map from one character to its first candidate. */
function characterMap(entries: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const entry of entries.split('|')) {
    const [from, to] = entry.split(' ');
    // Character dictionaries map one character to one; anything else would shift positions.
    if (from && to && Array.from(from).length === 1 && Array.from(to).length === 1) map.set(from, to);
  }
  return map;
}

const TAIWAN_VARIANTS = characterMap(taiwanVariants);
const SIMPLIFIED = characterMap(traditionalToSimplified);

/** One character as Simplified Chinese: the Taiwan variant to the standard form, then to Simplified. */
function foldCharacter(character: string): string {
  const standard = TAIWAN_VARIANTS.get(character) ?? character;
  return SIMPLIFIED.get(standard) ?? standard;
}

/**
 * Chinese text with every Traditional character replaced by its Simplified one, by OpenCC's
 * character tables (not its phrase tables, which change lengths): 選舉 and 选举 both become 选举.
 * Search folds stories and queries alike, so either script finds both editions. One character in,
 * one character out, so positions in the folded text are positions in the original.
 */
export function foldChineseCharacters(text: string): string[] {
  return Array.from(text, foldCharacter);
}

export function foldChinese(text: string): string {
  return foldChineseCharacters(text).join('');
}
