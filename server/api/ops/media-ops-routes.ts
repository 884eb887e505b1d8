import { Router } from 'express';
import type { Queryable } from '../../db/database';
import { failedMedia } from '../../db/media/failed-media';
import { invalidParameter } from '../../errors/http-error';
import { integer, single } from '../../http/query-params';
import { requireBearer } from '../bearer-token';
import { opsDisabled } from './ops-disabled';

export const MEDIA_FAILED_API = '/api/ops/media/failed';

const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 200;

/** The page's cursor: the last entry's time and address, which the next page starts after. */
function cursorOf(given: string | undefined): { failedAt: string; url: string } | undefined {
  if (given === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(given, 'base64url').toString('utf8'));
    const { failedAt, url } = parsed as Record<string, unknown>;
    if (typeof failedAt === 'string' && !Number.isNaN(Date.parse(failedAt)) && typeof url === 'string') return { failedAt, url };
  } catch {
    // Refused below, as any other value that is not a cursor this route gave.
  }
  throw invalidParameter('before', "Parameter 'before' must be the 'next' value of a previous page.");
}

/**
 * GET /api/ops/media/failed: the images the copier gave up on, latest first, with the reason,
 * the attempts and how many stories show each, for operators (decision 035). Off (404) unless
 * OPS_TOKEN is set.
 */
export function mediaOpsRoutes(db: Queryable, opsToken: string | undefined): Router {
  const router = Router();
  if (opsToken === undefined) {
    router.get(MEDIA_FAILED_API, opsDisabled);
    return router;
  }
  router.get(MEDIA_FAILED_API, requireBearer([opsToken], 'operations', 'OPS_TOKEN'), async (request, response) => {
    const limit = integer(request.query, 'limit', { min: 1, max: MAX_LIMIT, fallback: DEFAULT_LIMIT });
    const before = cursorOf(single(request.query, 'before'));
    const items = await failedMedia(db, { limit: limit + 1, ...(before ? { before } : {}) });
    const page = items.slice(0, limit);
    const last = page.at(-1);
    const next = items.length > limit && last ? Buffer.from(JSON.stringify({ failedAt: last.failedAt, url: last.url })).toString('base64url') : null;
    response.set('Cache-Control', 'no-store').json({ items: page, next });
  });
  return router;
}
