import type { Request } from 'express';
import { monthRangeEpochSeconds, parseYearMonth } from '../../../shared/archive-months';
import { ARCHIVE_PAGE_SIZE, DAYS_BACK, LIST_REQUEST_SIZE, defaultMinTrendingScore } from '../../../shared/constants';
import { isLangCode, type LangCode } from '../../../shared/languages';
import type { YearMonth } from '../../../shared/types';
import { isStoryId } from '../../../shared/slug';
import { invalidParameter } from '../../errors/http-error';
import type { ArchiveFilter } from '../../db/news/archive-stories';
import type { ListFilter } from '../../db/news/list-stories';
import { booleanFlag, decimal, epochSeconds, integer, repeated, single } from '../../http/query-params';
import { categoriesFor, parseCategory, parseSubtype, type Category } from './categories';

export const MAX_SIZE = 1000;
/** Deep enough for any consumer, small enough that OFFSET stays cheap. */
export const MAX_PAGE = 100_000;
/** A century: any longer window asks for everything there is anyway. */
export const MAX_DAYS_BACK = 36_500;
export const TRENDING_SCORE_RANGE = { min: 0, max: 100 } as const;

export function parseLang(value: string | undefined, parameter = 'lang'): LangCode {
  if (value === undefined) return 'en';
  if (isLangCode(value)) return value;
  throw invalidParameter(parameter, `Parameter '${parameter}': unknown language '${value.slice(0, 40)}'; expected one of en, cn, tw, es, fr.`);
}

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

/** GET /api/public/xnews/list (spec §7). */
export function parseListQuery(query: Request['query']): ListRequest {
  const category = parseCategory(single(query, 'type') ?? 'trending', 'type');
  const subtype = single(query, 'subtype');
  const startTime = epochSeconds(query, 'startTime');
  const endTime = epochSeconds(query, 'endTime');
  if (startTime !== undefined && endTime !== undefined && startTime > endTime) {
    throw invalidParameter('startTime', `Parameter 'startTime' must not be after 'endTime'.`);
  }
  const minTrendingScore = decimal(query, 'minTrendingScore', TRENDING_SCORE_RANGE);
  const listNames = repeated(query, 'listNames');
  return {
    lang: parseLang(single(query, 'lang')),
    category,
    subtype: subtype ? parseSubtype(subtype, category) : null,
    page: integer(query, 'page', { min: 1, max: MAX_PAGE, fallback: 1 }),
    size: integer(query, 'size', { min: 1, max: MAX_SIZE, fallback: LIST_REQUEST_SIZE }),
    daysBack: integer(query, 'daysBack', { min: 1, max: MAX_DAYS_BACK, fallback: DAYS_BACK }),
    ...(startTime === undefined ? {} : { startTime }),
    ...(endTime === undefined ? {} : { endTime }),
    ...(minTrendingScore === undefined ? {} : { minTrendingScore }),
    ...(listNames === undefined ? {} : { listNames }),
  };
}

/** The database filter of a list request: the window, the default score, the page as rows. */
export function listFilterOf(request: ListRequest, now = Date.now()): ListFilter {
  // Whole minutes: requests within one minute ask the same question, so they share one cached answer.
  const windowStart = Math.floor(now / 60_000) * 60 - request.daysBack * 86_400;
  return {
    lang: request.lang,
    types: categoriesFor(request.category, request.listNames),
    subtype: request.subtype,
    minTrendingScore: request.minTrendingScore ?? defaultMinTrendingScore(request.category),
    startTime: Math.max(windowStart, request.startTime ?? windowStart),
    endTime: request.endTime ?? null,
    limit: request.size,
    offset: (request.page - 1) * request.size,
  };
}

/** GET /api/public/xnews/details/{id}?lang= */
export function detailsRequestFrom(request: Request): { id: string; lang: LangCode } {
  const id: unknown = request.params.id;
  if (!isStoryId(id)) throw invalidParameter('id', `Parameter 'id': a news id is a string of digits, got '${String(id).slice(0, 40)}'.`);
  return { id, lang: parseLang(single(request.query, 'lang')) };
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

/** GET /api/public/xnews/archive/{lang}/{category}/{yyyymm}. */
export function parseArchiveRequest(request: Request): ArchiveRequest {
  const query = request.query;
  const listNames = repeated(query, 'listNames');
  const archive: ArchiveRequest = {
    lang: parseLang(String(request.params.lang)),
    category: parseCategory(String(request.params.category), 'category'),
    month: parseMonth(String(request.params.yyyymm)),
    page: integer(query, 'page', { min: 0, max: MAX_PAGE, fallback: 0 }),
    size: integer(query, 'size', { min: 1, max: MAX_SIZE, fallback: ARCHIVE_PAGE_SIZE }),
    ...(listNames === undefined ? {} : { listNames }),
  };
  // The client's cache hint; the server has nothing to bypass, but the value must still make sense.
  booleanFlag(query, 'forceRefresh');
  return archive;
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
