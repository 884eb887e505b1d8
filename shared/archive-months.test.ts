import { describe, it, expect } from 'vitest';
import {
  archiveCategories,
  archiveCategoryMonths,
  archiveLandingMonths,
  formatYearMonth,
  monthRangeEpochSeconds,
  monthsBetween,
  parseYearMonth,
} from './archive-months';
import { TAXONOMY } from './taxonomy';

const codes = (months: ReadonlyArray<{ year: number; month: number }>) => months.map(formatYearMonth);

describe('parseYearMonth', () => {
  it('reads a six-digit yyyymm code', () => {
    expect(parseYearMonth('202504')).toEqual({ year: 2025, month: 4 });
    expect(parseYearMonth('202412')).toEqual({ year: 2024, month: 12 });
    expect(parseYearMonth('199901')).toEqual({ year: 1999, month: 1 });
  });

  it('rejects months outside 01 to 12', () => {
    expect(parseYearMonth('202500')).toBeNull();
    expect(parseYearMonth('202513')).toBeNull();
    expect(parseYearMonth('202599')).toBeNull();
  });

  it('rejects anything that is not exactly six ASCII digits', () => {
    for (const code of ['', '20254', '2025044', '2025-04', '2025 4', ' 202504', '202504\n', 'abcdef', '２０２５０４', '2025O4']) {
      expect(parseYearMonth(code)).toBeNull();
    }
  });
});

describe('formatYearMonth', () => {
  it('pads month and year', () => {
    expect(formatYearMonth({ year: 2025, month: 4 })).toBe('202504');
    expect(formatYearMonth({ year: 2025, month: 12 })).toBe('202512');
    expect(formatYearMonth({ year: 999, month: 1 })).toBe('099901');
  });

  it('round-trips with parseYearMonth', () => {
    for (const code of ['202501', '202504', '202512', '203002']) {
      const parsed = parseYearMonth(code);
      expect(parsed).not.toBeNull();
      if (parsed) expect(formatYearMonth(parsed)).toBe(code);
    }
  });

  it('refuses values that are not a month', () => {
    expect(() => formatYearMonth({ year: 2025, month: 0 })).toThrow(RangeError);
    expect(() => formatYearMonth({ year: 2025, month: 13 })).toThrow(RangeError);
    expect(() => formatYearMonth({ year: 2025.5, month: 1 })).toThrow(RangeError);
    expect(() => formatYearMonth({ year: 10000, month: 1 })).toThrow(RangeError);
  });
});

describe('monthsBetween', () => {
  it('lists months inclusively, oldest first, across years', () => {
    expect(codes(monthsBetween({ year: 2024, month: 11 }, { year: 2025, month: 2 }))).toEqual(['202411', '202412', '202501', '202502']);
  });

  it('gives one month when start equals end', () => {
    expect(monthsBetween({ year: 2025, month: 4 }, { year: 2025, month: 4 })).toEqual([{ year: 2025, month: 4 }]);
  });

  it('gives nothing when start is after end', () => {
    expect(monthsBetween({ year: 2025, month: 5 }, { year: 2025, month: 4 })).toEqual([]);
    expect(monthsBetween({ year: 2026, month: 1 }, { year: 2025, month: 12 })).toEqual([]);
  });

  it('refuses invalid months', () => {
    expect(() => monthsBetween({ year: 2025, month: 0 }, { year: 2025, month: 4 })).toThrow(RangeError);
  });
});

describe('archiveLandingMonths', () => {
  it('runs from 2025-04 to the current month', () => {
    expect(codes(archiveLandingMonths(new Date(Date.UTC(2025, 6, 15))))).toEqual(['202504', '202505', '202506', '202507']);
    expect(codes(archiveLandingMonths(new Date(Date.UTC(2025, 3, 1))))).toEqual(['202504']);
  });

  it('stops at last December in January', () => {
    const months = codes(archiveLandingMonths(new Date(Date.UTC(2026, 0, 20))));
    expect(months[0]).toBe('202504');
    expect(months.at(-1)).toBe('202512');
    expect(months).toHaveLength(9);
    expect(months).not.toContain('202601');
  });

  it('includes January again from February', () => {
    const months = codes(archiveLandingMonths(new Date(Date.UTC(2026, 1, 1))));
    expect(months.slice(-2)).toEqual(['202601', '202602']);
  });

  it('is empty before the archive starts', () => {
    expect(archiveLandingMonths(new Date(Date.UTC(2025, 2, 31)))).toEqual([]);
    expect(archiveLandingMonths(new Date(Date.UTC(2025, 0, 10)))).toEqual([]);
  });

  it('reads the month in UTC', () => {
    // 23:30 UTC on 30 April is already May in Asia, but the archive agrees on server and client.
    expect(codes(archiveLandingMonths(new Date('2025-04-30T23:30:00Z'))).at(-1)).toBe('202504');
    expect(codes(archiveLandingMonths(new Date('2025-05-01T00:00:00Z'))).at(-1)).toBe('202505');
  });
});

describe('archiveCategoryMonths', () => {
  it('runs from the configured start to the current month, January included', () => {
    const months = codes(archiveCategoryMonths({ year: 2024, month: 11 }, new Date(Date.UTC(2026, 0, 5))));
    expect(months).toEqual(['202411', '202412', '202501', '202502', '202503', '202504', '202505', '202506', '202507', '202508', '202509', '202510', '202511', '202512', '202601']);
  });

  it('is empty when the configured start is in the future', () => {
    expect(archiveCategoryMonths({ year: 2030, month: 1 }, new Date(Date.UTC(2025, 5, 1)))).toEqual([]);
  });
});

describe('monthRangeEpochSeconds', () => {
  it('gives the UTC month with an exclusive end', () => {
    expect(monthRangeEpochSeconds({ year: 2025, month: 4 })).toEqual({
      start: Date.UTC(2025, 3, 1) / 1000,
      end: Date.UTC(2025, 4, 1) / 1000,
    });
    expect(monthRangeEpochSeconds({ year: 2025, month: 4 }).start).toBe(1743465600);
  });

  it('rolls December over into the next year', () => {
    expect(monthRangeEpochSeconds({ year: 2024, month: 12 })).toEqual({
      start: Date.UTC(2024, 11, 1) / 1000,
      end: Date.UTC(2025, 0, 1) / 1000,
    });
  });

  it('spans 29 days for a leap February and 28 otherwise', () => {
    const days = (range: { start: number; end: number }) => (range.end - range.start) / 86_400;
    expect(days(monthRangeEpochSeconds({ year: 2024, month: 2 }))).toBe(29);
    expect(days(monthRangeEpochSeconds({ year: 2025, month: 2 }))).toBe(28);
    expect(days(monthRangeEpochSeconds({ year: 2000, month: 2 }))).toBe(29);
    expect(days(monthRangeEpochSeconds({ year: 2100, month: 2 }))).toBe(28);
    expect(days(monthRangeEpochSeconds({ year: 2025, month: 4 }))).toBe(30);
    expect(days(monthRangeEpochSeconds({ year: 2025, month: 1 }))).toBe(31);
  });

  it('makes consecutive months meet without a gap', () => {
    expect(monthRangeEpochSeconds({ year: 2025, month: 5 }).start).toBe(monthRangeEpochSeconds({ year: 2025, month: 4 }).end);
  });

  it('keeps two-digit years literal', () => {
    expect(new Date(monthRangeEpochSeconds({ year: 99, month: 1 }).start * 1000).getUTCFullYear()).toBe(99);
  });

  it('refuses invalid months', () => {
    expect(() => monthRangeEpochSeconds({ year: 2025, month: 13 })).toThrow(RangeError);
  });
});

describe('archiveCategories', () => {
  it('lists every configured list but main and trending, lowercase and sorted', () => {
    expect(archiveCategories(['main', 'Trending', 'World', 'politics', 'Business', 'sports'])).toEqual(['business', 'politics', 'sports', 'world']);
  });

  it('gives the eight categories for the full taxonomy', () => {
    expect(archiveCategories(Object.keys(TAXONOMY))).toEqual(['business', 'entertainment', 'health', 'lifestyle', 'politics', 'sports', 'technology', 'world']);
  });

  it('drops repeats and blanks', () => {
    expect(archiveCategories(['world', 'World', ' world ', '', 'MAIN'])).toEqual(['world']);
  });

  it('is empty for no lists or only main and trending', () => {
    expect(archiveCategories([])).toEqual([]);
    expect(archiveCategories(['main', 'trending'])).toEqual([]);
  });

  it('does not change its input', () => {
    const lists = ['world', 'business'];
    archiveCategories(lists);
    expect(lists).toEqual(['world', 'business']);
  });
});
