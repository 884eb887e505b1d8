import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { signedInOf } from '../auth/require-session';

/**
 * What one signed-in reader may do with their own lists a minute: far above a person pressing
 * buttons and scrolling, well below a script filling the table.
 */
export const READER_RATE_LIMITS = {
  readerReads: { limit: 300, windowMs: 60_000 },
  readerChanges: { limit: 120, windowMs: 60_000 },
} as const;

/** Counted per account (after requireSession), so that a shared network never locks readers out. */
export function readerRateLimit(name: keyof typeof READER_RATE_LIMITS, stores: RateLimitStores, logger: Logger): RequestHandler {
  const { limit, windowMs } = READER_RATE_LIMITS[name];
  return rateLimit({
    limit,
    windowMs,
    store: stores(name),
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    requestPropertyName: `rateLimit_${name}`,
    keyGenerator: (_request, response) => signedInOf(response).principal.id,
    logger: {
      error: (error: unknown, text?: string) => logger.error({ err: error, rateLimit: name }, text ?? 'rate limit store error'),
      warn: (error: unknown, text?: string) => logger.warn({ err: error, rateLimit: name }, text ?? 'rate limit warning'),
    },
    handler(_request, response, next) {
      response.set('Retry-After', String(Math.ceil(windowMs / 1000)));
      next(new HttpError(429, 'rate_limited', 'Too many requests from your account. Please wait a minute and try again.'));
    },
  });
}
