import type { Request, RequestHandler } from 'express';
import { rateLimit, type RateLimitInfo, type Store } from 'express-rate-limit';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';

export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

function minutesUntil(resetTime: Date | undefined): number {
  if (!resetTime) return Math.ceil(CONTACT_RATE_LIMIT.windowMs / 60_000);
  return Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 60_000));
}

/**
 * 5 messages per 10 minutes from one address (an IPv6 /56), counted in `store`: the in-process
 * default, or a store that every instance shares (a RedisStore with a prefix of its own).
 * Only messages accepted count: a visitor who fixes a typo or meets an outage is not locked out.
 * A store that fails lets the message through rather than losing it; the honeypot still applies.
 * A message over the limit is passed on as a 429 HttpError, so that each way of sending the form
 * answers it in its own way: JSON for the API, the Contact page for the page's form.
 */
export function contactRateLimit(options: { store?: Store | undefined; logger?: Logger | undefined } = {}): RequestHandler {
  const { logger } = options;
  return rateLimit({
    ...CONTACT_RATE_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    identifier: 'contact',
    skipFailedRequests: true,
    passOnStoreError: true,
    ...(options.store ? { store: options.store } : {}),
    ...(logger
      ? { logger: { error: (error: unknown, message?: string) => logger.error({ err: error }, message ?? 'rate limit store error'), warn: (error: unknown, message?: string) => logger.warn({ err: error }, message ?? 'rate limit warning') } }
      : {}),
    handler(request: Request, _response, next) {
      const info = (request as Request & { rateLimit?: RateLimitInfo }).rateLimit;
      const minutes = minutesUntil(info?.resetTime);
      next(new HttpError(429, 'rate_limited', `Too many messages from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`));
    },
  });
}
