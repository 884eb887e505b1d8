import { monthRangeEpochSeconds, parseYearMonth } from '../../../shared/archive-months';
import { defaultMinTrendingScore } from '../../../shared/constants';
import type { LangCode } from '../../../shared/languages';
import type { YearMonth } from '../../../shared/types';
import type { ArchiveFilter } from '../../db/news/archive-stories';
import type { ListFilter } from '../../db/news/list-stories';
import { invalidParameter } from '../../errors/http-error';
import { categoriesFor, type Category } from './categories';

/** A list request, checked: what the API's query string or a page's address asks for. */
export interface ListRequest {
  lang: LangCode;
  category: Category;
  subtype: string | null;
  /** Counted from 1. */
  page: number;
  size: number;
  daysBack: number;
  startTime?: number;
  endTime?: number;
  minTrendingScore?: number;
  listNames?: string[];
}

/**
 * The database filter of a list request: the window, the default score, the page as rows. The
 * rolling window is counted where the query runs (ListFilter.daysBack): the same request is the
 * same question at any moment, and so one cached answer.
 */
export function listFilterOf(request: ListRequest): ListFilter {
  return {
    lang: request.lang,
    types: categoriesFor(request.category, request.listNames),
    subtype: request.subtype,
    minTrendingScore: request.minTrendingScore ?? defaultMinTrendingScore(request.category),
    startTime: request.startTime ?? 0,
    daysBack: request.daysBack,
    endTime: request.endTime ?? null,
    limit: request.size,
    offset: (request.page - 1) * request.size,
  };
}

/** An archive request, checked: one category's stories of one month. */
export interface ArchiveRequest {
  lang: LangCode;
  category: Category;
  month: YearMonth;
  /** Counted from 0. */
  page: number;
  size: number;
  listNames?: string[];
}

export function parseMonth(code: string): YearMonth {
  const month = parseYearMonth(code);
  if (!month) throw invalidParameter('yyyymm', `Parameter 'yyyymm': a month is six digits yyyymm with the month from 01 to 12, got '${code.slice(0, 40)}'.`);
  return month;
}

export function archiveFilterOf(request: ArchiveRequest): ArchiveFilter {
  const { start, end } = monthRangeEpochSeconds(request.month);
  return {
    lang: request.lang,
    types: categoriesFor(request.category, request.listNames),
    start,
    end,
    limit: request.size,
    offset: request.page * request.size,
  };
}
