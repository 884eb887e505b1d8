import { describe, expect, it } from 'vitest';
import { chineseSegments, excerpt, segmentsFromMarked } from './search-highlights';

describe('search highlights', () => {
  it('reads ts_headline markers as segments', () => {
    expect(segmentsFromMarked('Les \u0002élections\u0003 locales')).toEqual([
      { text: 'Les ', match: false },
      { text: 'élections', match: true },
      { text: ' locales', match: false },
    ]);
  });
  it('marks Chinese words in either script on the original text', () => {
    expect(chineseSegments('台灣選舉投票', '选举')).toEqual([
      { text: '台灣', match: false },
      { text: '選舉', match: true },
      { text: '投票', match: false },
    ]);
  });
  it('cuts an excerpt around the first match, at a word, with ellipses', () => {
    const text = `${'word '.repeat(40)}target ${'tail '.repeat(40)}`;
    const cut = excerpt(segmentsFromMarked(text.replace('target', '\u0002target\u0003')), 60);
    expect(cut[0]?.text.startsWith('…word')).toBe(true);
    expect(cut.find((segment) => segment.match)?.text).toBe('target');
    expect(cut.at(-1)?.text.endsWith('…')).toBe(true);
    expect(Array.from(cut.map((segment) => segment.text).join('')).length).toBeLessThanOrEqual(62);
  });
});
