import { describe, expect, it } from 'vitest';
import { bodyMeasure, readingMinutes } from './reading-time';
import { measureText } from './text-measure';

/** A sentence said n times, then the first `more` of its words once more. */
function sentences(sentence: string, times: number, more = 0): string {
  const extra = sentence.split(' ').slice(0, more).join(' ');
  return `${`${sentence} `.repeat(times)}${extra}`.trim();
}

const minutesOf = (text: string, lang: Parameters<typeof readingMinutes>[1]) => readingMinutes(measureText(text, lang), lang);

describe('readingMinutes, from hand-counted texts', () => {
  it('English at 238 words a minute: 356 words are 1 minute, 357 are 2 (1.5 rounds up)', () => {
    // Readers | vote | for | clear | and | honest | news: 7 words.
    const sentence = 'Readers vote for clear and honest news.';
    expect(measureText(sentence, 'en').words).toBe(7);
    expect(minutesOf(sentences(sentence, 50, 6), 'en')).toBe(1); // 7 × 50 + 6 = 356 words: 1.496 min
    expect(minutesOf(sentences(sentence, 51), 'en')).toBe(2); // 7 × 51 = 357 words: 1.5 min
    expect(minutesOf(sentences(sentence, 34), 'en')).toBe(1); // 238 words: exactly 1 min
    expect(minutesOf(sentences(sentence, 85), 'en')).toBe(3); // 595 words: 2.5 min
  });

  it('Spanish at 228 words a minute: 341 words are 1 minute, 342 are 2', () => {
    // El | Gobierno | aprobó | ayer | el | presupuesto | de | este | año: 9 words.
    const sentence = 'El Gobierno aprobó ayer el presupuesto de este año.';
    expect(measureText(sentence, 'es').words).toBe(9);
    expect(minutesOf(sentences(sentence, 37, 8), 'es')).toBe(1); // 9 × 37 + 8 = 341 words: 1.496 min
    expect(minutesOf(sentences(sentence, 38), 'es')).toBe(2); // 9 × 38 = 342 words: 1.5 min
  });

  it('French at 204 words a minute: 305 words are 1 minute, 306 are 2', () => {
    // La | ville | a | ouvert | une | nouvelle | ligne | de | tramway: 9 words.
    const sentence = 'La ville a ouvert une nouvelle ligne de tramway.';
    expect(measureText(sentence, 'fr').words).toBe(9);
    expect(minutesOf(sentences(sentence, 33, 8), 'fr')).toBe(1); // 9 × 33 + 8 = 305 words: 1.495 min
    expect(minutesOf(sentences(sentence, 34), 'fr')).toBe(2); // 9 × 34 = 306 words: 1.5 min
  });

  it('Simplified Chinese at 255 characters a minute: 382 characters are 1 minute, 383 are 2', () => {
    // 经济政策影响深远 = 8 characters; 经济政策影响深 = 7, 经济政策影响 = 6.
    const sentence = '经济政策影响深远。';
    expect(measureText(sentence, 'cn')).toEqual({ words: 0, han: 8 });
    expect(minutesOf(`${sentence.repeat(47)}经济政策影响`, 'cn')).toBe(1); // 8 × 47 + 6 = 382: 1.498 min
    expect(minutesOf(`${sentence.repeat(47)}经济政策影响深`, 'cn')).toBe(2); // 8 × 47 + 7 = 383: 1.502 min
  });

  it('Traditional Chinese at the same rate: 382 characters are 1 minute, 383 are 2', () => {
    // 臺灣的經濟成長 = 7 characters; 臺灣的經 = 4, 臺灣的經濟 = 5.
    const sentence = '臺灣的經濟成長。';
    expect(measureText(sentence, 'tw')).toEqual({ words: 0, han: 7 });
    expect(minutesOf(`${sentence.repeat(54)}臺灣的經`, 'tw')).toBe(1); // 7 × 54 + 4 = 382
    expect(minutesOf(`${sentence.repeat(54)}臺灣的經濟`, 'tw')).toBe(2); // 7 × 54 + 5 = 383
  });

  it('adds the latin words of a Chinese text at the English rate', () => {
    expect(readingMinutes({ han: 255, words: 118 }, 'cn')).toBe(1); // 1 + 0.496 min
    expect(readingMinutes({ han: 255, words: 119 }, 'cn')).toBe(2); // 1 + 0.5 min
    expect(readingMinutes({ han: 255, words: 119 }, 'tw')).toBe(2);
  });

  it('says at least 1 minute, never 0', () => {
    expect(readingMinutes({ words: 0, han: 0 }, 'en')).toBe(1);
    expect(minutesOf('Short.', 'fr')).toBe(1);
    expect(minutesOf('短讯。', 'cn')).toBe(1);
  });
});

describe('bodyMeasure', () => {
  it('measures what a reader reads of a markdown body: no markup, link targets, footnote markers or citations', () => {
    const markdown = '## Heading\n\nSome **bold** [link](https://example.com/a/long/path) text [1].\n\n[1]: https://source.example/post';
    // Heading | Some | bold | link | text: 5 words.
    expect(bodyMeasure(markdown, 'en')).toEqual({ words: 5, han: 0 });
  });

  it('measures a Chinese body in its own script', () => {
    // 标题 (2) + 正文 (2) + 链接 (2) = 6 characters.
    expect(bodyMeasure('# 标题\n\n**正文**[链接](https://example.com)。', 'cn')).toEqual({ words: 0, han: 6 });
  });
});
