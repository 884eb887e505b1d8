import { z } from 'zod';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from '../../db/outbox/outbox-options';
import { component } from './components';
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

const alive = component('Alive', z.object({ status: z.literal('ok') }));
const ready = component('Ready', z.object({ status: z.literal('ready'), database: z.literal('ok') }));

/** What operators and their tools call: probes, metrics, the outbox. */
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
};
