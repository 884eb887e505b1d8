import { describe, expect, it } from 'vitest';
import { measureText } from './text-measure';

describe('measureText', () => {
  it('counts the words of an English sentence, not its punctuation', () => {
    // The | quick | brown | fox | jumps | over | the | lazy | dog: 9 words.
    expect(measureText('The quick brown fox jumps over the lazy dog.', 'en')).toEqual({ words: 9, han: 0 });
  });

  it('counts a number, a contraction and an elided article as one word each', () => {
    // In | 2025 | 3.5 | million | people | didn’t | vote | a | record: 9 (the dash is no word).
    expect(measureText('In 2025, 3.5 million people didn’t vote — a record.', 'en')).toEqual({ words: 9, han: 0 });
    // L'économie | française | a | progressé | de | 0,4 | au | troisième | trimestre: 9 (the % is no word).
    expect(measureText("L'économie française a progressé de 0,4 % au troisième trimestre.", 'fr')).toEqual({ words: 9, han: 0 });
    // El | Gobierno | aprobó | ayer | el | presupuesto | 1.200 | millones | de | euros: 10.
    expect(measureText('El Gobierno aprobó ayer el presupuesto: 1.200 millones de euros.', 'es')).toEqual({ words: 10, han: 0 });
  });

  it('counts Chinese by its characters and the latin words in it as words', () => {
    // 苹果公司发布了 (7) + 售价为 (3) + 美元 (2) = 12 characters; iPhone | 16 | 799: 3 words. The full-width punctuation counts as neither.
    expect(measureText('苹果公司发布了iPhone 16，售价为799美元。', 'cn')).toEqual({ words: 3, han: 12 });
    // 臺灣的經濟成長率達到 = 10 characters; 3.1: 1 word.
    expect(measureText('臺灣的經濟成長率達到3.1%。', 'tw')).toEqual({ words: 1, han: 10 });
  });

  it('counts an ideograph with a variation selector, or beyond the basic plane, once', () => {
    // 政 + 𠀀 (U+20000, two UTF-16 units) followed by U+FE00 + 策: 3 characters.
    expect(measureText('政\u{20000}\uFE00策', 'cn')).toEqual({ words: 0, han: 3 });
  });

  it('finds nothing to read in nothing', () => {
    expect(measureText('', 'en')).toEqual({ words: 0, han: 0 });
    expect(measureText(' — … ', 'fr')).toEqual({ words: 0, han: 0 });
  });
});
