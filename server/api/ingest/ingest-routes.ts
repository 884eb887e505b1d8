import { Router } from 'express';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/http-error';
import { utf8Json, utf8Text } from '../../http/body-parsers';
import { ingestNews } from '../../services/ingest/ingest-news';
import { parseBatchText } from '../../services/ingest/parse-batch-text';
import { bearerIsOneOf, requireBearer } from '../bearer-token';

const BODY_LIMIT = '25mb';
export const NDJSON_TYPES = ['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/x-jsonlines'];

export interface IngestTokens {
  /** INGEST_TOKEN: the pipeline's; unset turns the API off for everyone but the local CLI. */
  ingestToken: string | undefined;
  /** The embedded database holder's per-start token, which `npm run ingest` reads from the lock file. */
  localToken?: string | undefined;
}

/**
 * POST /api/ingest/news: the analysis pipeline's way in. A JSON array or NDJSON of news items,
 * one language version each. The batch is written whole or refused whole. onIngested runs
 * after a batch changed stories, with the dependency tags of what it changed, so that the caches
 * let go of the answers and pages that show them.
 */
export function ingestRoutes(db: Database, tokens: IngestTokens, onIngested: (changedTags: readonly string[]) => Promise<void> = async () => undefined): Router {
  const router = Router();
  const { ingestToken, localToken } = tokens;
  router.post('/api/ingest/news', (request, _response, next) => {
    // The local token opens ingest to this machine's CLI alone; to everyone else it stays off.
    if (ingestToken === undefined && !(localToken !== undefined && bearerIsOneOf(request, [localToken]))) {
      throw new HttpError(404, 'ingest_disabled', 'The ingest API is off on this server: set INGEST_TOKEN to turn it on.');
    }
    next();
  });
  const accepted = [ingestToken, localToken].filter((token): token is string => token !== undefined);
  if (accepted.length === 0) return router;
  router.post(
    '/api/ingest/news',
    requireBearer(accepted, 'ingest', 'INGEST_TOKEN'),
    utf8Json(BODY_LIMIT),
    utf8Text(BODY_LIMIT, NDJSON_TYPES),
    async (request, response) => {
      const body: unknown = request.body;
      let raw: unknown[];
      if (typeof body === 'string') {
        const parsed = parseBatchText(body);
        if (!parsed.ok) {
          response.status(400).json({ error: 'invalid_items', message: 'Some lines are not valid JSON; nothing was written.', items: parsed.errors });
          return;
        }
        raw = parsed.items;
      } else if (Array.isArray(body)) {
        raw = body;
      } else {
        throw new HttpError(
          body === undefined ? 415 : 400,
          body === undefined ? 'unsupported_media_type' : 'invalid_body',
          'Send a JSON array (application/json) or NDJSON (application/x-ndjson) of news items.',
        );
      }
      const outcome = await ingestNews(db, raw);
      if (!outcome.ok) {
        response.status(400).json({ error: 'invalid_items', message: `${outcome.errors.length} item(s) are invalid; nothing was written.`, items: outcome.errors });
        return;
      }
      const { changedTags, ...written } = outcome;
      // Before answering, so that whoever wrote the stories reads them next.
      if (changedTags.length > 0) await onIngested(changedTags);
      response.json(written);
    },
  );
  return router;
}
