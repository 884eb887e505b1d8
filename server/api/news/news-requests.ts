import type { Request } from 'express';
import { CORRECTIONS_MAX_SIZE, CORRECTIONS_PAGE_SIZE, type CorrectionsRequest } from '../../../shared/corrections';
import { ARCHIVE_PAGE_SIZE, DAYS_BACK, LIST_REQUEST_SIZE } from '../../../shared/constants';
import { isLangCode, type LangCode } from '../../../shared/languages';
import { isStoryId } from '../../../shared/slug';
import { invalidParameter } from '../../errors/http-error';
import { booleanFlag, decimal, epochSeconds, integer, repeated, single } from '../../http/query-params';
import { parseCategory, parseSubtype } from '../../services/news/categories';
import { parseMonth, type ArchiveRequest, type ListRequest } from '../../services/news/news-filters';

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

/** GET /api/public/xnews/details/{id}?lang= */
export function detailsRequestFrom(request: Request): { id: string; lang: LangCode } {
  const id: unknown = request.params.id;
  if (!isStoryId(id)) throw invalidParameter('id', `Parameter 'id': a news id is a string of digits, got '${String(id).slice(0, 40)}'.`);
  return { id, lang: parseLang(single(request.query, 'lang')) };
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

/** GET /api/public/xnews/corrections (decision 033). */
export function parseCorrectionsQuery(query: Request['query']): CorrectionsRequest {
  return {
    lang: parseLang(single(query, 'lang')),
    page: integer(query, 'page', { min: 1, max: MAX_PAGE, fallback: 1 }),
    size: integer(query, 'size', { min: 1, max: CORRECTIONS_MAX_SIZE, fallback: CORRECTIONS_PAGE_SIZE }),
  };
}
