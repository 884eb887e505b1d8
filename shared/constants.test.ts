import { describe, it, expect } from 'vitest';
import * as constants from './constants';
import { defaultMinTrendingScore, pageSizeForWidth } from './constants';

describe('spec §9 constants', () => {
  it('have the spec values', () => {
    expect(constants.LIST_REQUEST_SIZE).toBe(1000);
    expect(constants.MAX_PAGE).toBe(12);
    expect(constants.SCROLL_MARGIN_PX).toBe(100);
    expect(constants.EARLIER_PAGE_PAUSE_MS).toBe(300);
    expect(constants.MIN_TRENDING_SCORE).toEqual({ trending: 55, other: 10 });
    expect(constants.DAYS_BACK).toBe(365);
    expect(constants.RELATED_WINDOW_MS).toBe(10_368_000_000);
    expect(constants.RELATED_WINDOW_MS / 86_400_000).toBe(120);
    expect(constants.RELATED_COUNT).toBe(10);
    expect(constants.REQUEST_CACHE_MS).toBe(30_000);
    expect(constants.TRANSLATION_CACHE_MS).toBe(10 * 60 * 1000);
    expect(constants.TRANSLATION_TIMEOUT_MS).toBe(5000);
    expect(constants.LANGUAGE_REQUEST_WINDOW_MS).toBe(2000);
    expect(constants.LANG_COOKIE).toEqual({ name: 'lang', maxAgeSeconds: 31_536_000 });
    expect(constants.LANG_COOKIE.maxAgeSeconds).toBe(365 * 24 * 60 * 60);
    expect(constants.ARCHIVE_PAGE_SIZE).toBe(100);
    expect(constants.ARCHIVE_LANDING_START).toEqual({ year: 2025, month: 4 });
    expect(constants.SHARE_TEXT_LENGTH).toBe(230);
    expect(constants.SHARE_TEXT_LENGTH_CN).toBe(122);
    expect(constants.META_DESCRIPTION_LENGTH).toBe(270);
    expect(constants.JSONLD_DESCRIPTION_LENGTH).toBe(200);
    expect(constants.IMAGE_VARIANTS).toEqual({ small: 480, medium: 768, large: 1024 });
  });
});

describe('defaultMinTrendingScore', () => {
  it('is 55 for trending and 10 for every other list', () => {
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
