import { createHash, timingSafeEqual } from 'node:crypto';
import { Router, type RequestHandler } from 'express';
import type { Database } from '../../db/database';
import { HttpError } from '../../errors/http-error';
import { utf8Json, utf8Text } from '../body-parsers';
import { ingestNews } from './ingest-news';
import { parseBatchText } from './parse-batch-text';

const BODY_LIMIT = '25mb';
const NDJSON_TYPES = ['application/x-ndjson', 'application/ndjson', 'application/jsonl', 'application/x-jsonlines'];

/** Compares digests, which have equal length, so the time taken says nothing about the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function requireBearer(token: string): RequestHandler {
  return (request, response, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(request.get('authorization') ?? '');
    if (!match?.[1] || !sameToken(match[1].trim(), token)) {
      response.set('WWW-Authenticate', 'Bearer realm="ingest"');
      throw new HttpError(401, 'unauthorized', 'A valid ingest token is required: Authorization: Bearer <INGEST_TOKEN>.');
    }
    next();
  };
}

/**
 * POST /api/ingest/news: the analysis pipeline's way in. A JSON array or NDJSON of news items,
 * one language version each. The batch is written whole or refused whole. onIngested runs
 * after a batch is written, so that whatever holds rendered copies of stories (the page cache)
 * lets them go.
 */
export function ingestRoutes(db: Database, token: string | undefined, onIngested: () => Promise<void> = async () => undefined): Router {
  const router = Router();
  router.post('/api/ingest/news', (_request, _response, next) => {
    if (token === undefined) throw new HttpError(404, 'ingest_disabled', 'The ingest API is off on this server: set INGEST_TOKEN to turn it on.');
    next();
  });
  if (token === undefined) return router;
  router.post(
    '/api/ingest/news',
    requireBearer(token),
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
      // Before answering, so that whoever wrote the stories reads them next.
      await onIngested();
      response.json(outcome);
    },
  );
  return router;
}
