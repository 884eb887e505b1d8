import { Router } from 'express';
import type { Database } from '../../db/database';
import { OUTBOX_DEFAULT_LIMIT, OUTBOX_MAX_LIMIT } from '../../db/outbox/outbox-options';
import { readOutbox } from '../../db/outbox/read-outbox';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { requireBearer } from '../bearer-token';

/**
 * What the command-line tools do through a running server that holds the embedded database,
 * since they may not open its folder beside it (decision 015). Only the per-start local token
 * from the folder's lock file opens it.
 *
 * GET /api/ops/outbox?limit=&to=: the latest outbox messages, as `npm run outbox` prints them.
 */
export function localOpsRoutes(db: Database, localToken: string): Router {
  const router = Router();
  router.get('/api/ops/outbox', requireBearer([localToken], 'local operator', 'the local token in the data folder'), async (request, response) => {
    const limit = integer(request.query, 'limit', { min: 1, max: OUTBOX_MAX_LIMIT, fallback: OUTBOX_DEFAULT_LIMIT });
    const to = single(request.query, 'to')?.trim() || undefined;
    // PostgreSQL refuses NUL in text: no recipient holds one, and the query would fail with a 500.
    if (to?.includes('\u0000')) throw invalidParameter('to', `Parameter 'to' must not contain the NUL character (U+0000).`);
    response.set('Cache-Control', 'no-store').json({ messages: await readOutbox(db, { limit, to }) });
  });
  return router;
}
