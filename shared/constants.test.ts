import { describe, it, expect } from 'vitest';
import { defaultMinTrendingScore, pageSizeForWidth } from './constants';

describe('defaultMinTrendingScore', () => {
  it('is 55 for trending and 10 for every other list (spec §9)', () => {
    expect(defaultMinTrendingScore('trending')).toBe(55);
    for (const type of ['world', 'politics', 'sports', 'main', '']) expect(defaultMinTrendingScore(type)).toBe(10);
  });

  it('matches the type exactly', () => {
    expect(defaultMinTrendingScore('Trending')).toBe(10);
  });
});

describe('pageSizeForWidth', () => {
  it('follows the breakpoints, each bound belonging to the wider range', () => {
    expect(pageSizeForWidth(0)).toBe(4);
    expect(pageSizeForWidth(320)).toBe(4);
    expect(pageSizeForWidth(639)).toBe(4);
    expect(pageSizeForWidth(639.5)).toBe(4);
    expect(pageSizeForWidth(640)).toBe(5);
    expect(pageSizeForWidth(767)).toBe(5);
    expect(pageSizeForWidth(768)).toBe(6);
    expect(pageSizeForWidth(1023)).toBe(6);
    expect(pageSizeForWidth(1024)).toBe(7);
    expect(pageSizeForWidth(1279)).toBe(7);
    expect(pageSizeForWidth(1280)).toBe(9);
    expect(pageSizeForWidth(3840)).toBe(9);
  });

  it('gives the desktop size for an unknown width', () => {
    expect(pageSizeForWidth(Number.NaN)).toBe(9);
    expect(pageSizeForWidth(Number.POSITIVE_INFINITY)).toBe(9);
  });
});
