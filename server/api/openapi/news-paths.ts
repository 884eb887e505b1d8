import { z } from 'zod';
import { YEAR_MONTH_PATTERN } from '../../../shared/archive-months';
import { ARCHIVE_PAGE_SIZE, DAYS_BACK, LIST_REQUEST_SIZE, MIN_TRENDING_SCORE } from '../../../shared/constants';
import { CORRECTIONS_MAX_SIZE, CORRECTIONS_PAGE_SIZE } from '../../../shared/corrections';
import { DEFAULT_LANG, LANGUAGE_CODES } from '../../../shared/languages';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { MAX_DAYS_BACK, MAX_PAGE, MAX_SIZE, TRENDING_SCORE_RANGE } from '../news/news-requests';
import { errorAnswers, jsonAnswer, NOT_MODIFIED, pathParameter, query, repeatedQuery } from './openapi-parts';
import type { Paths } from './openapi-types';
import { archiveList, correctionsPage, navigation, newsItem, newsList, storyId, withdrawnAnswer } from './news-schemas';

const lang = z.enum(LANGUAGE_CODES);
const category = z.enum(['main', ...NEWS_TYPES]);
const CACHING =
  'Cached for 30 s by browsers and 60 s by shared caches (stale for 5 minutes while one refetches, for a day while the site is down), with an ETag (304 on If-None-Match). ' +
  'Surrogate-Key (space-separated) and Cache-Tag (comma-separated) name what the answer shows, so that a CDN purges it when that changes.';

const langQuery = query('lang', 'The language asked for.', lang.default(DEFAULT_LANG));
const listNames = repeatedQuery(
  'listNames',
  'Narrows the categories drawn from; repeat the key or separate names with commas.',
  z.array(category),
);

export const newsPaths: Paths = {
  '/api/public/xnews/list': {
    get: {
      operationId: 'listNews',
      summary: 'News items of a list (spec §7)',
      description: `Ranked by recency combined with trending score: each point of score counts as 30 minutes of recency. ${CACHING}`,
      tags: ['news'],
      parameters: [
        langQuery,
        query('page', 'The page, counted from 1.', z.int().min(1).max(MAX_PAGE).default(1)),
        query('size', 'Items per page.', z.int().min(1).max(MAX_SIZE).default(LIST_REQUEST_SIZE)),
        query('daysBack', 'How many days back the list looks.', z.int().min(1).max(MAX_DAYS_BACK).default(DAYS_BACK)),
        query('type', 'The list: trending, main (every category), or one category; any case.', category.default('trending')),
        query('subtype', "One of the category's subcategories (any of them for trending and main); any case.", z.string()),
        query('startTime', 'Earliest post time, in epoch seconds or milliseconds; not after endTime.', z.int().min(0)),
        query('endTime', 'Latest post time, in epoch seconds or milliseconds.', z.int().min(0)),
        query(
          'minTrendingScore',
          `The lowest trending score listed; by default ${MIN_TRENDING_SCORE.trending} for trending and ${MIN_TRENDING_SCORE.other} otherwise.`,
          z.number().min(TRENDING_SCORE_RANGE.min).max(TRENDING_SCORE_RANGE.max),
        ),
        listNames,
      ],
      responses: { '200': jsonAnswer('The items, best first.', newsList), '304': NOT_MODIFIED, ...errorAnswers([400, 503]) },
    },
  },
  '/api/public/xnews/details/{id}': {
    get: {
      operationId: 'newsDetails',
      summary: 'One news item',
      description: `Falls back to English, then to the story's first language; its lang says which one it is. ${CACHING}`,
      tags: ['news'],
      parameters: [pathParameter('id', 'The story id.', storyId), langQuery],
      responses: {
        '200': jsonAnswer('The item.', newsItem),
        '304': NOT_MODIFIED,
        ...errorAnswers([400, 404, 503]),
        '410': jsonAnswer('The editors withdrew the story (error withdrawn): withdrawnAt says when; none of its text is given.', withdrawnAnswer),
      },
    },
  },
  '/api/public/xnews/archive/{lang}/{category}/{yyyymm}': {
    get: {
      operationId: 'newsArchive',
      summary: "A category's stories of one month, newest first",
      description: CACHING,
      tags: ['news'],
      parameters: [
        pathParameter('lang', 'The language.', lang),
        pathParameter('category', 'The category, or main for every one; any case.', category),
        pathParameter('yyyymm', 'The month.', z.string().regex(YEAR_MONTH_PATTERN)),
        query('page', 'The page, counted from 0.', z.int().min(0).max(MAX_PAGE).default(0)),
        query('size', 'Entries per page.', z.int().min(1).max(MAX_SIZE).default(ARCHIVE_PAGE_SIZE)),
        listNames,
        query('forceRefresh', "The client's cache hint; accepted and checked, with nothing to bypass.", z.boolean().default(false)),
      ],
      responses: { '200': jsonAnswer('The entries.', archiveList), '304': NOT_MODIFIED, ...errorAnswers([400, 503]) },
    },
  },
  '/api/public/xnews/corrections': {
    get: {
      operationId: 'newsCorrections',
      summary: "A language's corrections and clarifications, newest first (decision 033)",
      description: `Silent fixes are never listed, nor are stories the editors withdrew; each entry carries the story's current title and its article's address. A correction appears at once. ${CACHING}`,
      tags: ['news'],
      parameters: [
        langQuery,
        query('page', 'The page, counted from 1.', z.int().min(1).max(MAX_PAGE).default(1)),
        query('size', 'Entries per page.', z.int().min(1).max(CORRECTIONS_MAX_SIZE).default(CORRECTIONS_PAGE_SIZE)),
      ],
      responses: { '200': jsonAnswer('The entries.', correctionsPage), '304': NOT_MODIFIED, ...errorAnswers([400, 503]) },
    },
  },
  '/api/public/nav/{lang}': {
    get: {
      operationId: 'navigation',
      summary: "A language's navigation texts (spec §7)",
      tags: ['site'],
      parameters: [pathParameter('lang', 'The language.', lang)],
      responses: { '200': jsonAnswer('The navigations.', navigation), ...errorAnswers([400, 404]) },
    },
  },
};
