import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { AUTH_RATE_LIMITS } from '../auth/auth-rate-limits';
import { SocialSignInFailure } from './social-sign-in-failure';

/**
 * Sign-ins started from one network, as many as logins (decision 010). Each start stores a flow,
 * so this also bounds what one network can make the database keep.
 */
export function socialStartRateLimit(stores: RateLimitStores, logger: Logger): RequestHandler {
  const { limit, windowMs } = AUTH_RATE_LIMITS.loginPerIp;
  return rateLimit({
    limit,
    windowMs,
    store: stores('oauth-start'),
    identifier: 'oauth-start',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    logger: {
      error: (error: unknown, text?: string) => logger.error({ err: error, rateLimit: 'oauth-start' }, text ?? 'rate limit store error'),
      warn: (error: unknown, text?: string) => logger.warn({ err: error, rateLimit: 'oauth-start' }, text ?? 'rate limit warning'),
    },
    handler(_request, response, next) {
      response.set('Retry-After', String(Math.ceil(windowMs / 1000)));
      next(new SocialSignInFailure('rate_limited', null));
    },
  });
}
