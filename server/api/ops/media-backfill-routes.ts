import { Router } from 'express';
import type { Database } from '../../db/database';
import { mediaCounts, queueStoriesMedia } from '../../db/media/backfill-queue';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';
import type { MediaCopier } from '../../services/media/media-copier';
import { isStoryId } from '../../../shared/slug';
import { requireBearer } from '../bearer-token';

export const MEDIA_BACKFILL_API = '/api/ops/media/backfill';

/** Stories a call queues: a few hundred index reads and one insert, well inside a request's time. */
export const BACKFILL_BATCH = 500;

function afterOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(body === undefined ? 415 : 400, body === undefined ? 'unsupported_media_type' : 'invalid_body', 'Send a JSON object: {"after": null | "<story id>"}.');
  }
  const { after } = body as Record<string, unknown>;
  if (after === null || after === undefined) return null;
  if (typeof after === 'string' && isStoryId(after)) return after;
  throw invalidParameter('after', `Field 'after': expected null or the 'next' story id of the previous call, got ${JSON.stringify(after).slice(0, 40)}.`);
}

/**
 * `npm run media:backfill` through the running server that holds the embedded database (decision
 * 015): POST queues the images of the next stories and wakes this server's copier, which fetches
 * them; GET tells how the copying stands. Only the per-start local token opens them.
 */
export function mediaBackfillRoutes(db: Database, localToken: string, copier: MediaCopier | undefined): Router {
  const router = Router();
  const localOperator = requireBearer([localToken], 'local operator', 'the local token in the data folder');
  router.post(MEDIA_BACKFILL_API, localOperator, utf8Json('1kb'), async (request, response) => {
    const { scanned, last } = await queueStoriesMedia(db, afterOf(request.body), BACKFILL_BATCH);
    copier?.wake();
    response.set('Cache-Control', 'no-store').json({ scanned, next: scanned === BACKFILL_BATCH ? last : null, counts: await mediaCounts(db) });
  });
  router.get(MEDIA_BACKFILL_API, localOperator, async (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ counts: await mediaCounts(db) });
  });
  return router;
}
