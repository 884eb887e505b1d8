import { describe, it, expect } from 'vitest';
import { cleanNewsList } from './list-rules';

interface Item {
  id: string;
  title: string;
  type?: string;
}

describe('cleanNewsList', () => {
  it('strips footnote markers from titles', () => {
    const cleaned = cleanNewsList([{ id: '1', title: 'Markets tumble [1][^2] again' }]);
    expect(cleaned).toEqual([{ id: '1', title: 'Markets tumble again' }]);
  });

  it('drops titles under 5 characters after stripping and trimming (spec §5)', () => {
    const items: Item[] = [
      { id: '1', title: 'abcd' },
      { id: '2', title: 'abcde' },
      { id: '3', title: '  abc  ' },
      { id: '4', title: 'ab [1][2][3]' },
      { id: '5', title: '' },
      { id: '6', title: '   ' },
    ];
    expect(cleanNewsList(items).map((item) => item.id)).toEqual(['2']);
  });

  it('stores the trimmed title', () => {
    expect(cleanNewsList([{ id: '1', title: '  Padded title  ' }])[0]?.title).toBe('Padded title');
  });

  it('counts characters as readers see them, Chinese included', () => {
    const items: Item[] = [
      { id: '1', title: '美国大选' },
      { id: '2', title: '美国大选结果' },
      { id: '3', title: '🚀🚀🚀🚀' },
    ];
    expect(cleanNewsList(items).map((item) => item.id)).toEqual(['2']);
  });

  it('removes duplicate ids, keeping the first usable one', () => {
    const items: Item[] = [
      { id: '1', title: 'First copy', type: 'world' },
      { id: '2', title: 'Another story' },
      { id: '1', title: 'Second copy', type: 'politics' },
      { id: '3', title: 'abc' },
      { id: '3', title: 'Usable third story' },
    ];
    expect(cleanNewsList(items)).toEqual([
      { id: '1', title: 'First copy', type: 'world' },
      { id: '2', title: 'Another story' },
      { id: '3', title: 'Usable third story' },
    ]);
  });

  it('tells apart ids above 2^53 that a Number would merge', () => {
    const a = '18446744073709551615';
    const b = '18446744073709551614';
    expect(Number(a)).toBe(Number(b));
    const cleaned = cleanNewsList([
      { id: a, title: 'Story number one' },
      { id: b, title: 'Story number two' },
    ]);
    expect(cleaned.map((item) => item.id)).toEqual([a, b]);
  });

  it('copies items and never mutates the input', () => {
    const input: Item[] = [{ id: '1', title: 'Headline [1]', type: 'world' }];
    const frozen = input.map((item) => Object.freeze({ ...item }));
    const cleaned = cleanNewsList(frozen);
    expect(cleaned[0]).not.toBe(frozen[0]);
    expect(frozen[0]?.title).toBe('Headline [1]');
    expect(cleaned[0]).toEqual({ id: '1', title: 'Headline', type: 'world' });
  });

  it('returns an empty list for an empty list', () => {
    expect(cleanNewsList([])).toEqual([]);
  });
});
