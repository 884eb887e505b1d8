import { z } from 'zod';
import { DESK_API } from '../../../shared/desk-api';
import { WITHDRAWAL_REASONS } from '../../db/news/withdrawn-stories';
import { DESK_NOTE_MAX } from '../desk/desk-input';
import { DESK_CHANGES_PER_MINUTE } from '../desk/desk-rate-limit';
import { component } from './components';
import { errorAnswers, jsonAnswer, jsonRequestBody, pathParameter, query } from './openapi-parts';
import type { Paths, Security } from './openapi-types';

/** A staff session (passkey, or password and authenticator code) or the operations token. */
const DESK_READ: Security = [{ opsToken: [] }, { sessionBearer: [] }, { sessionCookie: [] }];
const DESK_WRITE: Security = [{ opsToken: [] }, { sessionBearer: [] }, { sessionCookie: [], xsrfHeader: [] }];
const DESK =
  'For editors and admins whose session signed in with a second factor and was used on the desk in the last 30 minutes (401 desk_session_idle after that, 403 second_factor_required without one), and for OPS_TOKEN (audited as "operations token"). Every answer is Cache-Control: private, no-store.';
const CHANGE = `Writes one entry to the desk's audit trail, in the same transaction. ${DESK_CHANGES_PER_MINUTE} changes a minute per actor (429).`;

const storyId = pathParameter('id', 'The story’s id: a string of digits.', z.string());
const noteField = (what: string) => z.string().max(DESK_NOTE_MAX).describe(what);

const withdrawalResult = component(
  'DeskWithdrawal',
  z.object({
    id: z.string(),
    status: z.enum(['withdrawn', 'live']),
    withdrawnAt: z.string().nullable().describe('ISO 8601; null once restored.'),
  }),
);

const auditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable().describe('Null for the operations token and the command line.'), name: z.string().describe('As it was then.'), role: z.enum(['editor', 'admin', 'operations']) }),
  action: z.string().describe('story-withdrawn, story-restored, role-granted, role-revoked, …'),
  target: z.object({ kind: z.enum(['story', 'account', 'message', 'newsletter', 'session']), id: z.string() }),
  before: z.unknown().describe('The fields the action changed, as they were.'),
  after: z.unknown().describe('The same fields after it.'),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string().describe('ISO 8601.'),
});
const auditPage = component('DeskAudit', z.object({ entries: z.array(auditEntry).describe('Newest first.') }));

/** The editorial desk (decision 033). */
export const deskPaths: Paths = {
  [DESK_API.withdraw('{id}')]: {
    post: {
      operationId: 'deskWithdrawStory',
      summary: 'Withdraw a story from every public surface',
      description: `Lists, For you, archive, related stories, search and suggestions, feeds, sitemaps and newsletter editions not yet sent leave it out; its pages and the details API answer 410. A later ingest keeps it withdrawn. ${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(z.object({ reason: z.enum(WITHDRAWAL_REASONS), note: noteField('Why, for the record (required).') })),
      responses: { '200': jsonAnswer('Withdrawn.', withdrawalResult), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.restore('{id}')]: {
    post: {
      operationId: 'deskRestoreStory',
      summary: 'Bring a withdrawn story back exactly as it was',
      description: `${DESK} ${CHANGE}`,
      tags: ['desk'],
      security: DESK_WRITE,
      parameters: [storyId],
      requestBody: jsonRequestBody(z.object({ note: noteField('Why, for the record.').optional() })),
      responses: { '200': jsonAnswer('Live again.', withdrawalResult), ...errorAnswers([400, 401, 403, 404, 409, 415, 429, 503]) },
    },
  },
  [DESK_API.audit]: {
    get: {
      operationId: 'deskAudit',
      summary: "The desk's audit trail, newest first",
      description: `The last 100 entries, or a story's. ${DESK}`,
      tags: ['desk'],
      security: DESK_READ,
      parameters: [query('story', 'Only the entries about this story.', z.string())],
      responses: { '200': jsonAnswer('The entries.', auditPage), ...errorAnswers([401, 403, 503]) },
    },
  },
};
