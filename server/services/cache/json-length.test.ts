import { describe, expect, it } from 'vitest';
import { newsItem } from '../../../scripts/harness/news-fixtures';
import { jsonLengthOf } from './json-length';

describe('jsonLengthOf', () => {
  it('is within a few per cent of the JSON of a story and of a list of them', () => {
    const story = { ...newsItem({ news: 'A body of a story, long enough to count. '.repeat(80) }), avail_langs: ['en', 'fr'] };
    const list = Array.from({ length: 10 }, () => newsItem());
    for (const value of [{ item: story }, list]) {
      const exact = JSON.stringify(value).length;
      expect(Math.abs(jsonLengthOf(value) - exact) / exact).toBeLessThan(0.05);
    }
  });

  it('counts text nested in arrays and objects, and not the undefined or inherited fields JSON leaves out', () => {
    const long = 'x'.repeat(1000);
    expect(jsonLengthOf({ a: [{ b: [long] }] })).toBeGreaterThan(1000);
    expect(jsonLengthOf({ a: 'x', gone: undefined })).toBe(jsonLengthOf({ a: 'x' }));
    expect(jsonLengthOf(Object.create({ inherited: 'x'.repeat(100) }))).toBe(JSON.stringify(Object.create({ inherited: 'x' })).length);
  });
});
