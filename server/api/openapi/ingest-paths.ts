import { z } from 'zod';
import { CORRECTABLE_FIELDS } from '../../db/desk/field-holds';
import type { UpsertResult } from '../../db/news/upsert-stories';
import { newsItemSchema } from '../../services/ingest/news-item-schema';
import { MAX_BATCH_ITEMS, type ItemError } from '../../services/ingest/validate-batch';
import { NDJSON_TYPES } from '../ingest/ingest-routes';
import { component, requestSchema } from './components';
import { apiError } from './error-schemas';
import { errorAnswers, jsonAnswer } from './openapi-parts';
import type { Paths } from './openapi-types';
import { storyId } from './news-schemas';

const ingested = component(
  'IngestResult',
  z.object({
    ok: z.literal(true),
    accepted: z.int().min(1).describe('Language versions in the batch.'),
    created: z.array(storyId).describe('Stories that did not exist before.'),
    updated: z.array(storyId).describe('Stories that existed and changed.'),
    unchanged: z.int().min(0).describe('Versions that were already stored exactly so.'),
    held: z
      .array(z.object({ id: storyId, lang: z.string(), fields: z.array(z.enum(CORRECTABLE_FIELDS)), reason: z.literal('corrected at the desk') }))
      .describe("Per version, the fields kept as the desk corrected them (decision 033): what was sent for them is kept for the desk to accept or dismiss."),
  }) satisfies z.ZodType<UpsertResult>,
);

const refused = component(
  'IngestRefusal',
  apiError.extend({
    items: z
      .array(
        z.object({
          index: z.int().min(0).describe('Position in the batch (or line), from 0.'),
          id: z.string().optional(),
          lang: z.string().optional(),
          reasons: z.array(z.string()),
        }) satisfies z.ZodType<ItemError>,
      )
      .describe('Every reason of every invalid item, so that all can be fixed at once.'),
  }),
);

const batch = z.array(newsItemSchema).min(1).max(MAX_BATCH_ITEMS);

export const ingestPaths: Paths = {
  '/api/ingest/news': {
    post: {
      operationId: 'ingestNews',
      summary: 'Write a batch of news items, one language version each',
      description:
        'Written whole in one transaction, or refused whole with a reason for each invalid item. Off (404 ingest_disabled) unless INGEST_TOKEN is set; the local token opens it to `npm run ingest` beside the server that holds the embedded database.',
      tags: ['ingest'],
      security: [{ ingestToken: [] }, { localToken: [] }],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: requestSchema(batch) },
          ...Object.fromEntries(NDJSON_TYPES.map((type) => [type, { schema: { type: 'string', description: 'One news item as JSON per line.' } }])),
        },
      },
      responses: {
        '200': jsonAnswer('Written.', ingested),
        '400': jsonAnswer('Invalid items (invalid_items), or a body that is not an array (invalid_body) or not JSON (invalid_json); nothing was written.', refused, apiError),
        ...errorAnswers([401, 404, 413, 415, 503]),
      },
    },
  },
};
