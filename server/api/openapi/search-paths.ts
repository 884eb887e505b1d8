import { z } from 'zod';
import { DEFAULT_LANG, LANGUAGE_CODES } from '../../../shared/languages';
import { SEARCH_MAX_PAGE, SEARCH_MAX_SIZE, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS, SEARCH_TOTAL_CAP, SUGGESTION_COUNT, type SearchPage, type Suggestion } from '../../../shared/search';
import { NEWS_TYPES } from '../../../shared/taxonomy';
import { SEARCH_RATE_LIMITS } from '../news/search-rate-limit';
import { component } from './components';
import { newsItem, storyId } from './news-schemas';
import { errorAnswers, jsonAnswer, NOT_MODIFIED, query } from './openapi-parts';
import type { Paths } from './openapi-types';

const textSegments = component(
  'TextSegments',
  z.array(z.object({ text: z.string(), match: z.boolean().describe('A word the reader searched for.') })).describe('Plain text in pieces, never HTML.'),
);

const searchPage = component(
  'SearchPage',
  z.object({
    total: z
      .int()
      .min(0)
      .max(SEARCH_TOTAL_CAP)
      .describe(`Every match, on all pages, counted exactly up to ${SEARCH_TOTAL_CAP.toLocaleString('en')}; with more, ${SEARCH_TOTAL_CAP.toLocaleString('en')} and totalCapped.`),
    totalCapped: z.boolean().describe(`More than ${SEARCH_TOTAL_CAP.toLocaleString('en')} stories match: total is a lower bound (shown as "${SEARCH_TOTAL_CAP.toLocaleString('en')}+").`),
    page: z.int().min(1),
    size: z.int().min(1),
    items: z.array(
      component(
        'SearchResultItem',
        newsItem.extend({
          highlights: z.object({
            title: textSegments,
            summary: textSegments.describe('An excerpt of the summary around the first match.'),
          }),
        }),
      ),
    ),
  }) satisfies z.ZodType<SearchPage>,
);

const suggestions = component(
  'Suggestions',
  z.array(z.object({ id: storyId, title: z.string(), path: z.string().describe("The story's page.") })).max(SUGGESTION_COUNT) satisfies z.ZodType<Suggestion[]>,
);

const langQuery = query('lang', 'The edition searched.', z.enum(LANGUAGE_CODES).default(DEFAULT_LANG));
const words = (description: string) =>
  query('q', `${description} At most ${SEARCH_QUERY_MAX_LENGTH} characters, no control characters.`, z.string().min(1).max(SEARCH_QUERY_MAX_LENGTH), true);
const MATCHING =
  'English, Spanish and French match by word stem without accents (élection finds elections); Chinese matches any run of characters, ' +
  'Simplified and Traditional alike (选举 finds 選舉).';
const limited = (name: keyof typeof SEARCH_RATE_LIMITS) =>
  `Limited to ${SEARCH_RATE_LIMITS[name].limit} a minute from one network. Cached for 30 s by browsers and 60 s by shared caches.`;

export const searchPaths: Paths = {
  '/api/public/xnews/search': {
    get: {
      operationId: 'searchNews',
      summary: "Stories of one edition that match the reader's words",
      description: `${MATCHING} Quotes, "or" and a leading - work as in web search engines; other operators are read as text. ${limited('search')}`,
      tags: ['news'],
      parameters: [
        langQuery,
        words('The words searched for.'),
        query('page', 'The page, counted from 1.', z.int().min(1).max(SEARCH_MAX_PAGE).default(1)),
        query('size', 'Items per page.', z.int().min(1).max(SEARCH_MAX_SIZE).default(SEARCH_PAGE_SIZE)),
        query('type', 'One category; trending or main search every one; any case.', z.enum(['main', ...NEWS_TYPES])),
        query('sort', 'relevance: title matches first, then by recency and trending score; recent: newest first.', z.enum(SEARCH_SORTS).default('relevance')),
      ],
      responses: { '200': jsonAnswer('The page of matches.', searchPage), '304': NOT_MODIFIED, ...errorAnswers([400, 429, 503]) },
    },
  },
  '/api/public/xnews/suggest': {
    get: {
      operationId: 'suggestNews',
      summary: 'Titles that match what the reader is typing',
      description: `Up to ${SUGGESTION_COUNT} stories whose title matches, the last word as a prefix, best ranked first. ${MATCHING} ${limited('suggest')}`,
      tags: ['news'],
      parameters: [langQuery, words('What the reader has typed so far.')],
      responses: { '200': jsonAnswer('The suggestions.', suggestions), '304': NOT_MODIFIED, ...errorAnswers([400, 429, 503]) },
    },
  },
};
