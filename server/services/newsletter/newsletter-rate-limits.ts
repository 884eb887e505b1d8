import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../rate-limit/rate-limit-stores';
import { sha256Hex } from '../secrets/secret-values';

/**
 * Subscription requests (decision 010): from one network (an IPv4 /24 or IPv6 /56, as
 * express-rate-limit keys it), and for one address whoever asks, so that nobody can fill a
 * stranger's inbox with confirmation mails.
 */
export const NEWSLETTER_RATE_LIMITS = {
  perNetwork: { limit: 10, windowMs: 10 * 60_000 },
  perAddress: { limit: 3, windowMs: 60 * 60_000 },
} as const;

export interface NewsletterRateLimits {
  perNetwork: RequestHandler;
  /** After setAddressKey: counts requests for the address the body names. */
  perAddress: RequestHandler;
}

/** The address a request names, hashed so that the shared store holds no email address. */
export function setAddressKey(response: Response, email: string): void {
  (response.locals as { newsletterAddress?: string }).newsletterAddress = sha256Hex(`newsletter:${email}`).slice(0, 32);
}

/**
 * A request answered with a page that says it was refused (a redirect, so a status below 400):
 * it does not count, like a 4xx.
 */
export function markRefused(response: Response): void {
  (response.locals as { newsletterRefused?: boolean }).newsletterRefused = true;
}

const succeeded = (_request: Request, response: Response) => response.statusCode < 400 && (response.locals as { newsletterRefused?: boolean }).newsletterRefused !== true;

function addressKeyOf(response: Response): string {
  const key = (response.locals as { newsletterAddress?: string }).newsletterAddress;
  if (!key) throw new Error('newsletter per-address limit used before setAddressKey');
  return key;
}

function limiter(name: 'perNetwork' | 'perAddress', stores: RateLimitStores, logger: Logger | undefined, message: (minutes: number) => string): RequestHandler {
  const { limit, windowMs } = NEWSLETTER_RATE_LIMITS[name];
  const property = `rateLimit_newsletter_${name}`;
  return rateLimit({
    limit,
    windowMs,
    store: stores(`newsletter-${name === 'perNetwork' ? 'ip' : 'address'}`),
    identifier: `newsletter-${name}`,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    requestPropertyName: property,
    // A refused or failed request does not count: a reader who fixes a typo is not locked out.
    skipFailedRequests: true,
    requestWasSuccessful: succeeded,
    // A store that fails lets the request through: a subscription is worth more than the count.
    passOnStoreError: true,
    ...(name === 'perAddress' ? { keyGenerator: (_request: Request, response: Response) => addressKeyOf(response) } : {}),
    ...(logger
      ? { logger: { error: (error: unknown, text?: string) => logger.error({ err: error, rateLimit: property }, text ?? 'rate limit store error'), warn: (error: unknown, text?: string) => logger.warn({ err: error, rateLimit: property }, text ?? 'rate limit warning') } }
      : {}),
    handler(request, response, next) {
      const info = (request as unknown as Record<string, RateLimitInfo | undefined>)[property];
      const ms = info?.resetTime ? info.resetTime.getTime() - Date.now() : windowMs;
      const minutes = Math.max(1, Math.ceil(ms / 60_000));
      response.set('Retry-After', String(minutes * 60));
      next(new HttpError(429, 'rate_limited', message(minutes)));
    },
  });
}

const wait = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

export function newsletterRateLimits(stores: RateLimitStores, logger?: Logger): NewsletterRateLimits {
  return {
    perNetwork: limiter('perNetwork', stores, logger, (minutes) => `Too many subscription requests from your network. Please try again in ${wait(minutes)}.`),
    perAddress: limiter('perAddress', stores, logger, (minutes) => `Too many subscription requests for this address. Please try again in ${wait(minutes)}.`),
  };
}
