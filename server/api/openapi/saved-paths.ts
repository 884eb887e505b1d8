import { z } from 'zod';
import { MAX_SAVED_STORIES, SAVED_API, SAVED_MAX_PAGE_SIZE, SAVED_PAGE_SIZE, SAVED_WITHDRAWN_PARAM } from '../../../shared/saved-stories';
import { component, requestSchema } from './components';
import { apiError } from './error-schemas';
import { newsItem } from './news-schemas';
import { errorAnswers, jsonAnswer, pathParameter, query, redirect } from './openapi-parts';
import type { Paths, Security } from './openapi-types';

const savedStory = component('SavedStory', z.object({ savedAt: z.string().describe('ISO 8601.'), story: newsItem }));
/** Decision 033: a withdrawn story's id and dates, never its text. */
const savedWithdrawnStory = component(
  'SavedWithdrawnStory',
  z
    .strictObject({
      storyId: z.string(),
      savedAt: z.string().describe('ISO 8601.'),
      withdrawn: z.strictObject({ at: z.string().describe('When the editors withdrew it (ISO 8601).') }),
    })
    .describe('A saved story the editors withdrew, in its place: no title, summary, image or other text (its details answer 410). Only with withdrawn=true.'),
);
const savedPage = component(
  'SavedStories',
  z.object({
    items: z
      .array(z.union([savedStory, savedWithdrawnStory]))
      .describe('Newest saved first. An item with withdrawn is a withdrawn story and has no story: only with withdrawn=true.'),
    more: z.boolean().describe('More saved stories follow this page.'),
  }),
);
const savedIds = component('SavedStoryIds', z.object({ ids: z.array(z.string()).describe('Newest saved first.') }));
const savedState = component(
  'SavedState',
  z.object({ id: z.string(), saved: z.boolean(), savedAt: z.string().optional().describe('When it was first saved (ISO 8601); only when saved.') }),
);

const SESSION_READ: Security = [{ sessionBearer: [] }, { sessionCookie: [] }];
const SESSION_WRITE: Security = [{ sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const PRIVATE = 'Every answer is Cache-Control: private, no-store: one reader’s own, never another account’s. 300 reads and 120 changes a minute per account (429).';
const storyId = pathParameter('id', 'The story’s id: a string of digits.', z.string());

/** The signed-in reader's saved stories (decision 019). */
export const savedPaths: Paths = {
  [SAVED_API.list]: {
    get: {
      operationId: 'mySavedStories',
      summary: 'One page of the signed-in reader’s saved stories, newest saved first',
      description:
        'Each story in lang when it has it, else in English, else in its first language (as the details API falls back; its lang says which). ' +
        'A saved story the editors withdrew is left out, unless withdrawn=true: then it keeps its place as {storyId, savedAt, withdrawn: {at}}, without its text; a restore makes it an ordinary item again. ' +
        PRIVATE,
      tags: ['accounts'],
      security: SESSION_READ,
      parameters: [
        query('lang', 'The language wanted (default en).', z.string()),
        query('page', 'Counted from 1.', z.string()),
        query('size', `1 to ${SAVED_MAX_PAGE_SIZE}, default ${SAVED_PAGE_SIZE}.`, z.string()),
        query(SAVED_WITHDRAWN_PARAM, 'true: answer withdrawn stories too, as withdrawn items (default false: left out, as clients that read story on every item expect).', z.enum(['true', 'false'])),
      ],
      responses: {
        '200': jsonAnswer('The page.', savedPage),
        '400': jsonAnswer('A bad lang, page, size or withdrawn (invalid_parameter, with parameter).', apiError),
        ...errorAnswers([401, 429, 503]),
      },
    },
  },
  [SAVED_API.ids]: {
    get: {
      operationId: 'mySavedStoryIds',
      summary: 'The ids of all the signed-in reader’s saved stories, for the save buttons',
      description: PRIVATE,
      tags: ['accounts'],
      security: SESSION_READ,
      responses: { '200': jsonAnswer('The ids.', savedIds), ...errorAnswers([401, 429, 503]) },
    },
  },
  [SAVED_API.story('{id}')]: {
    put: {
      operationId: 'saveStory',
      summary: 'Save a story (again: no change)',
      description: `At most ${MAX_SAVED_STORIES} saved stories. ${PRIVATE}`,
      tags: ['accounts'],
      security: SESSION_WRITE,
      parameters: [storyId],
      responses: {
        '200': jsonAnswer('Saved.', savedState),
        '400': jsonAnswer('An id that is not a string of digits (invalid_parameter).', apiError),
        '404': jsonAnswer('No such story.', apiError),
        '409': jsonAnswer(`Already ${MAX_SAVED_STORIES} saved (saved_full).`, apiError),
        ...errorAnswers([401, 403, 429, 503]),
      },
    },
    delete: {
      operationId: 'unsaveStory',
      summary: 'Remove a saved story (one not saved: no change)',
      description: PRIVATE,
      tags: ['accounts'],
      security: SESSION_WRITE,
      parameters: [storyId],
      responses: {
        '200': jsonAnswer('Not saved.', savedState),
        '400': jsonAnswer('An id that is not a string of digits (invalid_parameter).', apiError),
        ...errorAnswers([401, 403, 429, 503]),
      },
    },
  },
  [SAVED_API.form]: {
    post: {
      operationId: 'saveStoryForm',
      summary: 'The save button’s form, without JavaScript',
      description:
        'Only from a page of this site (Sec-Fetch-Site: same-origin, or an Origin of this host; otherwise 403 csrf_failed): the form stands in for the anti-forgery header. ' +
        'Signed in: saves (saved=true) or removes (saved=false), then 303 to back. Signed out: 303 to the login page, remembering back as the page to return to and the story in the pending_save cookie, which that page saves once signed in.',
      tags: ['accounts'],
      requestBody: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': {
            schema: requestSchema(z.object({ story: z.string(), saved: z.enum(['true', 'false']), back: z.string().optional().describe('A path on this site.') })),
          },
        },
      },
      responses: {
        '303': redirect('Back to the page, or to the login page.'),
        '400': jsonAnswer('A bad story or saved field (invalid_parameter, with parameter).', apiError),
        ...errorAnswers([403, 413, 415, 429, 503]),
      },
    },
  },
};
