import { z } from 'zod';
import { FOLLOWS_API, MAX_FOLLOWS } from '../../../shared/follows';
import { SAVED_MAX_PAGE_SIZE, SAVED_PAGE_SIZE } from '../../../shared/saved-stories';
import { component } from './components';
import { apiError } from './error-schemas';
import { newsItem } from './news-schemas';
import { errorAnswers, jsonAnswer, pathParameter, query } from './openapi-parts';
import type { Operation, Paths, Security } from './openapi-types';

const follows = component(
  'Follows',
  z.object({
    follows: z.array(z.object({ category: z.string(), subcategory: z.string().nullable().describe('Null: the whole category.'), followedAt: z.string().describe('ISO 8601.') })),
  }),
);
const forYou = component('ForYouPage', z.object({ items: z.array(newsItem), more: z.boolean().describe('More stories follow this page.') }));

const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const PRIVATE = 'Every answer is Cache-Control: private, no-store: one reader’s own, never another account’s. 300 reads and 120 changes a minute per account (429).';
const category = pathParameter('category', 'A category (not main or trending, which gather them all).', z.string());
const subcategory = pathParameter('subcategory', 'One of the category’s subcategories, matched without regard to case.', z.string());
const BAD_TOPIC = 'An unknown category or subcategory, or main or trending (invalid_parameter, with parameter).';

function change(method: 'put' | 'delete', withSubcategory: boolean): Operation {
  const follow = method === 'put';
  const what = withSubcategory ? 'a subcategory' : 'a whole category';
  return {
    operationId: `${follow ? 'follow' : 'unfollow'}${withSubcategory ? 'Subcategory' : 'Category'}`,
    summary: follow ? `Follow ${what} (again: no change)` : `Unfollow ${what} (one not followed: no change)`,
    description: `${follow ? `At most ${MAX_FOLLOWS} topics. ` : ''}${PRIVATE}`,
    tags: ['accounts'],
    security: SESSION_WRITE,
    parameters: withSubcategory ? [category, subcategory] : [category],
    responses: {
      '200': jsonAnswer('What the reader follows now.', follows),
      '400': jsonAnswer(BAD_TOPIC, apiError),
      ...(follow ? { '409': jsonAnswer(`Already ${MAX_FOLLOWS} topics followed (follows_full).`, apiError) } : {}),
      ...errorAnswers([401, 403, 429, 503]),
    },
  };
}

/** The signed-in reader's followed topics and "For you" (decision 019). */
export const followsPaths: Paths = {
  [FOLLOWS_API.list]: {
    get: {
      operationId: 'myFollows',
      summary: 'What the signed-in reader follows',
      description: PRIVATE,
      tags: ['accounts'],
      security: SESSION_READ,
      responses: { '200': jsonAnswer('The followed categories and subcategories.', follows), ...errorAnswers([401, 429, 503]) },
    },
  },
  [`${FOLLOWS_API.list}/{category}`]: { put: change('put', false), delete: change('delete', false) },
  [`${FOLLOWS_API.list}/{category}/{subcategory}`]: { put: change('put', true), delete: change('delete', true) },
  [FOLLOWS_API.forYou]: {
    get: {
      operationId: 'forYou',
      summary: 'One page of the stories of everything the signed-in reader follows',
      description: `Ranked by the stored rank like the other lists, within their window (365 days) and score floor; only stories in lang. ${PRIVATE}`,
      tags: ['accounts'],
      security: SESSION_READ,
      parameters: [
        query('lang', 'The language (default en).', z.string()),
        query('page', 'Counted from 1.', z.string()),
        query('size', `1 to ${SAVED_MAX_PAGE_SIZE}, default ${SAVED_PAGE_SIZE}.`, z.string()),
      ],
      responses: {
        '200': jsonAnswer('The page.', forYou),
        '400': jsonAnswer('A bad lang, page or size (invalid_parameter, with parameter).', apiError),
        ...errorAnswers([401, 429, 503]),
      },
    },
  },
};
