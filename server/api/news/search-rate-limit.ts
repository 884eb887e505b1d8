import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { limiter } from '../auth/auth-rate-limits';

/**
 * Searches from one network (an IPv6 /56) a minute: a reader never comes near it, a scraper
 * walking the index through queries does. Suggestions count apart, since typing asks for several.
 */
export const SEARCH_RATE_LIMITS = {
  search: { limit: 60, windowMs: 60_000 },
  suggest: { limit: 120, windowMs: 60_000 },
} as const;

export function searchRateLimit(name: keyof typeof SEARCH_RATE_LIMITS, stores: RateLimitStores, logger: Logger): RequestHandler {
  return limiter(
    { ...SEARCH_RATE_LIMITS[name], store: stores(name), logger, name, byAddress: false },
    () => 'Too many searches from your network. Please wait a minute and try again.',
  );
}
