import type { YearMonth } from './types';
import { ARCHIVE_LANDING_START } from './constants';

/** Lists that are not archived by category: main only groups the others, trending is a ranking. */
const UNARCHIVED_LISTS = new Set(['main', 'trending']);

function isValidYearMonth({ year, month }: YearMonth): boolean {
  return Number.isInteger(year) && year >= 0 && year <= 9999 && Number.isInteger(month) && month >= 1 && month <= 12;
}

function assertYearMonth(value: YearMonth): void {
  if (!isValidYearMonth(value)) throw new RangeError(`Not a year and month: ${value.year}-${value.month}`);
}

export const YEAR_MONTH_PATTERN = /^([0-9]{4})(0[1-9]|1[0-2])$/;

/** Reads the 'yyyymm' code of an archive address; anything else is null (spec §2). */
export function parseYearMonth(code: string): YearMonth | null {
  const match = YEAR_MONTH_PATTERN.exec(code);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]) };
}

/** The 'yyyymm' code of a month, as archive addresses and the archive API use it. */
export function formatYearMonth(value: YearMonth): string {
  assertYearMonth(value);
  return `${String(value.year).padStart(4, '0')}${String(value.month).padStart(2, '0')}`;
}

function monthIndex({ year, month }: YearMonth): number {
  return year * 12 + (month - 1);
}

function fromMonthIndex(index: number): YearMonth {
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Every month from start to end, both included, oldest first; empty when start is after end. */
export function monthsBetween(start: YearMonth, end: YearMonth): YearMonth[] {
  assertYearMonth(start);
  assertYearMonth(end);
  const months: YearMonth[] = [];
  for (let index = monthIndex(start); index <= monthIndex(end); index++) months.push(fromMonthIndex(index));
  return months;
}

/*
 * Months are taken in UTC: the server renders the archive and the browser hydrates it, and
 * both must list the same months whatever the reader's time zone.
 */
function currentMonth(now: Date): YearMonth {
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
}

/**
 * The archive landing months (spec §2): from 2025-04 up to the current month, except that in
 * January they stop at the previous December, as the spec's landing page does.
 */
export function archiveLandingMonths(now: Date): YearMonth[] {
  const current = currentMonth(now);
  const end = current.month === 1 ? { year: current.year - 1, month: 12 } : current;
  return monthsBetween(ARCHIVE_LANDING_START, end);
}

/** The months of a category page (spec §2): from the site's configured start up to the current month. */
export function archiveCategoryMonths(start: YearMonth, now: Date): YearMonth[] {
  return monthsBetween(start, currentMonth(now));
}

/** The first instant of a month in UTC, in milliseconds; setUTCFullYear keeps years 0–99 literal. */
function monthStartMs(year: number, month: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, 1);
  return date.getTime();
}

/** The month as a UTC time range in epoch seconds, the unit of postTime; end is exclusive. */
export function monthRangeEpochSeconds(value: YearMonth): { start: number; end: number } {
  assertYearMonth(value);
  return {
    start: monthStartMs(value.year, value.month) / 1000,
    end: monthStartMs(value.year, value.month + 1) / 1000,
  };
}

/** The archive categories (spec §2): every configured list but main and trending, lowercase, sorted, once each. */
export function archiveCategories(lists: readonly string[]): string[] {
  const names = new Set(lists.map((list) => list.trim().toLowerCase()).filter((list) => list !== '' && !UNARCHIVED_LISTS.has(list)));
  return [...names].sort();
}
