import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { limiter, setRateKey } from '../auth/auth-rate-limits';
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
  const limited = limiter(
    { ...READER_RATE_LIMITS[name], store: stores(name), logger, name, byAddress: true },
    () => 'Too many requests from your account. Please wait a minute and try again.',
  );
  return (request, response, next) => {
    setRateKey(response, `reader:${signedInOf(response).principal.id}`);
    return limited(request, response, next);
  };
}
