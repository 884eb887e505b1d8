import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';

/**
 * Searches from one network (an IPv6 /56) a minute: a reader never comes near it, a scraper
 * walking the index through queries does. Suggestions count apart, since typing asks for several.
 */
export const SEARCH_RATE_LIMITS = {
  search: { limit: 60, windowMs: 60_000 },
  suggest: { limit: 120, windowMs: 60_000 },
} as const;

export function searchRateLimit(name: keyof typeof SEARCH_RATE_LIMITS, stores: RateLimitStores, logger: Logger): RequestHandler {
  const { limit, windowMs } = SEARCH_RATE_LIMITS[name];
  return rateLimit({
    limit,
    windowMs,
    store: stores(name),
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A store error reaches FailoverStore's stand-in first; this covers a store with none.
    passOnStoreError: true,
    requestPropertyName: `rateLimit_${name}`,
    logger: {
      error: (error: unknown, text?: string) => logger.error({ err: error, rateLimit: name }, text ?? 'rate limit store error'),
      warn: (error: unknown, text?: string) => logger.warn({ err: error, rateLimit: name }, text ?? 'rate limit warning'),
    },
    handler(_request, response, next) {
      response.set('Retry-After', String(Math.ceil(windowMs / 1000)));
      next(new HttpError(429, 'rate_limited', 'Too many searches from your network. Please wait a minute and try again.'));
    },
  });
}
