import type { Request } from 'express';
import { detailsRequestFrom, parseArchiveRequest, parseListQuery } from '../../server/api/news/news-requests';
import type { Queryable } from '../../server/db/database';
import { archiveFilterOf, listFilterOf } from '../../server/services/news/news-filters';
import type { NewsService } from '../../server/services/news/news-service';
import { formatYearMonth, monthRangeEpochSeconds } from '../../shared/archive-months';
import { LANGUAGE_CODES } from '../../shared/languages';
import { NEWS_TYPES } from '../../shared/taxonomy';
import type { YearMonth } from '../../shared/types';
import { SPREAD_DAYS, storyId } from './fill-stories';

/** One request: its address, and the service call that address leads the route to. */
export interface QuerySample {
  path: string;
  call(news: NewsService, db: Queryable): Promise<unknown>;
}

export interface QueryCase {
  name: string;
  /** A reference row rather than one of the queries held to a target: no plan to explain, no target. */
  baseline?: true;
  sample(random: () => number): QuerySample;
}

/** The categories with a list and an archive of their own; trending ranks across all of them. */
const SINGLE_CATEGORIES = NEWS_TYPES.filter((type) => type !== 'trending');
/** The pages infinite scroll reaches (MAX_PAGE) at the desktop page size. */
const LIST_PAGES = 12;
const LIST_SIZE = 9;

function pick<T>(values: readonly T[], random: () => number): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
}

/**
 * The parts of an Express request the route's parsers read. Going through the same parsers
 * (rather than building filters by hand) keeps the timed DB call the one the route makes.
 */
function requestOf(query: Record<string, string>, params: Record<string, string> = {}): Request {
  return { query, params } as unknown as Request;
}

function listSample(query: Record<string, string>): QuerySample {
  return {
    path: `/api/public/xnews/list?${new URLSearchParams(query).toString()}`,
    call: (news) => news.list(listFilterOf(parseListQuery(requestOf(query).query))),
  };
}

/** Whole months inside the filled period, so every archive page asked for is full. */
export function filledMonths(anchor: number): YearMonth[] {
  const first = new Date((anchor - SPREAD_DAYS * 86_400) * 1000);
  const months: YearMonth[] = [];
  let year = first.getUTCFullYear();
  let month = first.getUTCMonth() + 2; // the month after the first, which is only partly filled
  for (;;) {
    if (month > 12) {
      year += 1;
      month -= 12;
    }
    const candidate = { year, month };
    if (monthRangeEpochSeconds(candidate).end > anchor) return months;
    months.push(candidate);
    month += 1;
  }
}

/** The four queries held to a target, each with randomised parameters over the filled data. */
export function queryCases(stories: number, anchor: number): QueryCase[] {
  const months = filledMonths(anchor).map(formatYearMonth);
  return [
    /*
     * The floor under the rows below, on the same connection, server and process: a round trip
     * that does no work (SELECT 1) and an app route that reads no data (/healthz, through the
     * same middleware). On a shared machine most of a p99 can be this floor.
     */
    {
      name: 'floor: SELECT 1, /healthz',
      baseline: true,
      sample: () => ({ path: '/healthz', call: (_news, db) => db.query('SELECT 1') }),
    },
    {
      name: 'list trending',
      sample: (random) => listSample({ lang: 'en', type: 'trending', page: String(1 + Math.floor(random() * LIST_PAGES)), size: String(LIST_SIZE) }),
    },
    {
      name: 'list one type',
      sample: (random) =>
        listSample({ lang: 'en', type: pick(SINGLE_CATEGORIES, random), page: String(1 + Math.floor(random() * LIST_PAGES)), size: String(LIST_SIZE) }),
    },
    {
      name: 'details',
      sample(random) {
        const id = storyId(1 + Math.floor(random() * stories));
        // Any language: half the stories have only English, so this also times the fallback.
        const lang = pick(LANGUAGE_CODES, random);
        return {
          path: `/api/public/xnews/details/${id}?lang=${lang}`,
          call: (news) => {
            const request = detailsRequestFrom(requestOf({ lang }, { id }));
            return news.details(request.id, request.lang);
          },
        };
      },
    },
    {
      name: 'archive',
      sample(random) {
        const category = pick(SINGLE_CATEGORIES, random);
        const yyyymm = pick(months, random);
        const query = { page: '0', size: '100' };
        return {
          path: `/api/public/xnews/archive/en/${category}/${yyyymm}?page=0&size=100`,
          call: (news) => news.archive(archiveFilterOf(parseArchiveRequest(requestOf(query, { lang: 'en', category, yyyymm })))),
        };
      },
    },
  ];
}

/** mulberry32: a seeded generator, so every backend and size is asked the same requests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
