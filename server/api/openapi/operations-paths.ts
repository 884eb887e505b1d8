import { z } from 'zod';
import { LANGUAGE_CODES } from '../../../shared/languages';
import { NEWSLETTER_API, NEWSLETTER_FREQUENCIES } from '../../../shared/newsletter';
import { STAFF_ROLES } from '../../db/accounts/staff-roles';
import { MEDIA_BACKFILL_API } from '../ops/media-backfill-routes';
import { MEDIA_FAILED_API } from '../ops/media-ops-routes';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from '../../db/outbox/outbox-options';
import type { EditionSummary } from '../../services/newsletter/newsletter-sender';
import { component, requestSchema } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, jsonAnswer, query, textAnswer } from './openapi-parts';
import type { Paths } from './openapi-types';

const outbox = component(
  'Outbox',
  z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        channel: z.enum(['mail', 'sms']),
        recipient: z.string(),
        replyTo: z.string().nullable(),
        subject: z.string().nullable().describe('Null for SMS.'),
        body: z.string(),
        html: z.string().nullable(),
        kind: z.string(),
        lang: z.string(),
        createdAt: z.iso.datetime(),
      }),
    ).describe('Newest first.'),
  }),
);

const email = z.string().min(1).max(254).describe('The address the account signs in with (any case).');
const staffRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('grant'), email, role: z.enum(STAFF_ROLES).describe('Replaces the staff role the account has, if any.') }),
  z.object({ action: z.literal('revoke'), email }),
]);

const staffRoles = component(
  'StaffRoles',
  z.object({
    userId: z.uuid(),
    email: z.string().describe('Lowercased.'),
    roles: z.array(z.enum(['user', ...STAFF_ROLES] as const)).describe("The account's roles as stored now: user, and at most one staff role."),
    changed: z.boolean().describe('False when the account already stood so: nothing was written, and the audit trail has no entry for it.'),
  }),
);

const failedMedia = component(
  'FailedMedia',
  z.object({
    items: z
      .array(
        z.object({
          url: z.string().describe('The upstream address a story named.'),
          reason: z.string().describe('Why it was given up on, e.g. "answered 404", "refused: 10.0.0.5 is a private address", "larger than 20 MB".'),
          attempts: z.int().min(1),
          failedAt: z.iso.datetime(),
          stories: z.int().min(0).describe('How many stories show it; their pages show the placeholder in its place.'),
        }),
      )
      .describe('Latest first.'),
    next: z.string().nullable().describe("The next page's `before`; null on the last page."),
  }),
);

const mediaCounts = z.object({
  pending: z.int().min(0).describe('Waiting for their fetch, now or for a retry.'),
  due: z.int().min(0).describe('Of those, the ones due now or under way.'),
  stored: z.int().min(0),
  failed: z.int().min(0).describe('Given up on (GET /api/ops/media/failed says why).'),
});
const backfillProgress = component('MediaBackfillProgress', z.object({ counts: mediaCounts }));
const backfillStep = component(
  'MediaBackfillStep',
  z.object({
    scanned: z.int().min(0).describe('Stories whose images this call queued.'),
    next: z.string().nullable().describe("The next call's `after`; null once every story has been read."),
    counts: mediaCounts,
  }),
);

const sendRequest = z.object({
  frequency: z.enum(NEWSLETTER_FREQUENCIES),
  lang: z.enum(LANGUAGE_CODES).optional().describe('One language; unset, every configured language in turn.'),
});

const editionSummary = z.object({
  lang: z.enum(LANGUAGE_CODES),
  frequency: z.enum(NEWSLETTER_FREQUENCIES),
  period: z.string().describe("The language's local day (2026-11-24) or ISO week (2026-W48)."),
  status: z.enum(['empty', 'sending', 'done']).describe('empty: no story in its window, so none was made or sent; sending: some sends wait for a retry.'),
  sent: z.int().min(0),
  skipped: z.int().min(0).describe('Nothing new for them, or no longer subscribed.'),
  failed: z.int().min(0).describe('Refused for good (the address is then marked bounced) or out of attempts.'),
  pending: z.int().min(0).describe('Waiting for a retry after a temporary failure.'),
}) satisfies z.ZodType<EditionSummary>;

const sendResult = component(
  'NewsletterSendResult',
  z.object({
    edition: z.string().describe('The period sent (2026-11-24, 2026-W48); when the languages run in periods of their own (time zones either side of midnight), their periods joined by commas.'),
    sent: z.int().min(0).describe('Sums over the editions below: every send of each edition so far, this run and earlier ones.'),
    skipped: z.int().min(0),
    failed: z.int().min(0),
    editions: z.array(editionSummary),
  }),
);

const alive = component('Alive', z.object({ status: z.literal('ok') }));
const ready = component('Ready', z.object({ status: z.literal('ready'), database: z.literal('ok') }));

/** What operators and their tools call: probes, metrics, the outbox, staff roles. */
export const operationsPaths: Paths = {
  '/healthz': {
    get: {
      operationId: 'liveness',
      summary: 'The process answers',
      tags: ['operations'],
      responses: { '200': jsonAnswer('Alive.', alive) },
    },
  },
  '/readyz': {
    get: {
      operationId: 'readiness',
      summary: 'The process answers and its database does, within 2 s',
      tags: ['operations'],
      responses: { '200': jsonAnswer('Ready.', ready), '503': jsonAnswer('The database does not answer (not_ready).', apiError) },
    },
  },
  '/metrics': {
    get: {
      operationId: 'metrics',
      summary: "This instance's Prometheus metrics",
      tags: ['operations'],
      responses: { '200': textAnswer("Prometheus's text format.", 'text/plain') },
    },
  },
  '/api/ops/outbox': {
    get: {
      operationId: 'outbox',
      summary: 'The outbox, for `npm run outbox` beside the server that holds the embedded database',
      description: 'Mounted only where this process holds the embedded database; the per-start local token in DATA_DIR/xnews.lock opens it (decision 015).',
      tags: ['operations'],
      security: [{ localToken: [] }],
      parameters: [
        query('limit', 'How many messages, newest first.', z.int().min(1).max(OUTBOX_MAX_LIMIT).default(OUTBOX_DEFAULT_LIMIT)),
        query('to', 'Only messages to this recipient (any case).', z.string()),
      ],
      responses: { '200': jsonAnswer('The messages.', outbox), ...errorAnswers([400, 401, 503]) },
    },
  },
  '/api/ops/staff': {
    post: {
      operationId: 'staffRole',
      summary: 'Grant or revoke a staff role (editor, admin), for `npm run staff` beside the server that holds the embedded database',
      description:
        "Mounted only where this process holds the embedded database; the per-start local token in DATA_DIR/xnews.lock opens it (decision 015). The change and its desk audit entry, whose actor is the command line, are written together (decision 033). 404 unknown_account: no account signs in with the address; 409 last_admin: the change would leave no admin.",
      tags: ['operations'],
      security: [{ localToken: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: requestSchema(staffRequest) } } },
      responses: { '200': jsonAnswer("The account's roles.", staffRoles), ...errorAnswers([400, 401, 404, 409, 413, 415, 503]) },
    },
  },
  [MEDIA_BACKFILL_API]: {
    post: {
      operationId: 'mediaBackfillStep',
      summary: 'Queue the images of the next stories, for `npm run media:backfill` beside the server that holds the embedded database',
      description:
        "Queues the images and video thumbnails of up to 500 stories after `after` (in id order) and wakes this server's media copier, which fetches them. An address already queued, stored or given up on stays as it is, so a rerun resumes. Mounted only where this process holds the embedded database; the per-start local token in DATA_DIR/xnews.lock opens it (decision 015).",
      tags: ['operations'],
      security: [{ localToken: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: requestSchema(z.object({ after: z.string().nullable().describe("null to start; then the previous answer's `next`.") })) } } },
      responses: { '200': jsonAnswer('What was queued, and how the copying stands.', backfillStep), ...errorAnswers([400, 401, 413, 415, 503]) },
    },
    get: {
      operationId: 'mediaBackfillProgress',
      summary: 'How the copying of the images stands, for `npm run media:backfill`',
      description: 'Mounted only where this process holds the embedded database; the per-start local token opens it (decision 015).',
      tags: ['operations'],
      security: [{ localToken: [] }],
      responses: { '200': jsonAnswer('The counts.', backfillProgress), ...errorAnswers([401, 503]) },
    },
  },
  [MEDIA_FAILED_API]: {
    get: {
      operationId: 'failedMedia',
      summary: 'The images the media copier gave up on, with the reasons',
      description:
        'An image a story names is fetched in the background after its ingest, retried with backoff over about a day when the failure may pass (a timeout, a 5xx, the store down), and given up on at once when it cannot (a refused address, a 404, not an image, over a limit). Given up on, it is never fetched again, and its stories show the placeholder. Off (404 ops_disabled) unless OPS_TOKEN is set.',
      tags: ['operations'],
      security: [{ opsToken: [] }],
      parameters: [
        query('limit', 'How many, latest first.', z.int().min(1).max(200).default(50)),
        query('before', "A previous page's `next`.", z.string()),
      ],
      responses: { '200': jsonAnswer('A page of failed images.', failedMedia), ...errorAnswers([400, 401, 404, 503]) },
    },
  },
  [NEWSLETTER_API.send]: {
    post: {
      operationId: 'sendNewsletter',
      summary: "Send the current period's newsletter edition now, for operators, cron jobs and tests",
      description:
        "Creates the edition of the period (the language's local day or ISO week) if it does not exist, then sends what is due of it, each subscriber at most once whatever the number of callers and instances; calling again resumes an interrupted edition and otherwise sends nothing more. Answers when the run ends. Off (404 ops_disabled) unless OPS_TOKEN is set.",
      tags: ['operations'],
      security: [{ opsToken: [] }],
      requestBody: { required: true, content: { 'application/json': { schema: requestSchema(sendRequest) } } },
      responses: { '200': jsonAnswer('The editions as they stand after the run.', sendResult), ...errorAnswers([400, 401, 404, 413, 415, 503]) },
    },
  },
};
