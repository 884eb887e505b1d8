import type { Request, RequestHandler, Response } from 'express';
import { rateLimit, type RateLimitInfo } from 'express-rate-limit';
import { HttpError } from '../../errors/http-error';
import type { Logger } from '../../logger';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { sha256Hex } from '../../services/secrets/secret-values';

/** Decision 010: per IP, per account and per address, in a store all instances share. */
export const AUTH_RATE_LIMITS = {
  /** Login attempts from one network (an IPv6 /56), email and phone together. */
  loginPerIp: { limit: 10, windowMs: 60_000 },
  /** Failed logins for one account (known or not: the key is what was typed). */
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** Code and reset requests for one email address or phone number. */
  requestsPerAddress: { limit: 5, windowMs: 60 * 60_000 },
  /** Code and reset requests from one network, all addresses together. */
  requestsPerIp: { limit: 30, windowMs: 60 * 60_000 },
  /** Passkey sign-ins started from one network (each stores a challenge); the login page starts one per visit. */
  passkeyStartsPerIp: { limit: 30, windowMs: 60_000 },
  /** Calls on one account's passkeys (list, register, rename, remove). */
  passkeysPerAccount: { limit: 60, windowMs: 15 * 60_000 },
  /** Wrong or refused TOTP and recovery codes for one account (confirm, step-up, turn off together), failures only (decision 034). */
  totpFailuresPerAccount: { limit: 5, windowMs: 15 * 60_000 },
  /** TOTP set-ups and codes from one network, all accounts together. */
  totpPerIp: { limit: 30, windowMs: 15 * 60_000 },
} as const;

/** Where a route puts the account or address a limit counts, once it has checked the input. */
export function setRateKey(response: Response, address: string): void {
  // Hashed, so that the shared store holds no email address or phone number.
  (response.locals as { rateKey?: string }).rateKey = sha256Hex(`rate:${address}`).slice(0, 32);
}

function rateKeyOf(response: Response): string {
  const key = (response.locals as { rateKey?: string }).rateKey;
  if (!key) throw new Error('rate limit by address used before setRateKey');
  return key;
}

function minutesUntil(resetTime: Date | undefined, windowMs: number): number {
  const ms = resetTime ? resetTime.getTime() - Date.now() : windowMs;
  return Math.max(1, Math.ceil(ms / 60_000));
}

/** The refusal's words, given the wait ("1 minute", "5 minutes"). */
export type Limited = (minutes: string) => string;

export function limiter(
  options: { limit: number; windowMs: number; store: ReturnType<RateLimitStores>; logger: Logger; name: string; byAddress: boolean; failuresOnly?: boolean },
  message: Limited,
): RequestHandler {
  return rateLimit({
    limit: options.limit,
    windowMs: options.windowMs,
    store: options.store,
    identifier: options.name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // A store error reaches FailoverStore's stand-in first; this covers a store with none.
    passOnStoreError: true,
    requestPropertyName: `rateLimit_${options.name}`,
    skipSuccessfulRequests: options.failuresOnly ?? false,
    ...(options.byAddress ? { keyGenerator: (_request: Request, response: Response) => rateKeyOf(response) } : {}),
    logger: {
      error: (error: unknown, text?: string) => options.logger.error({ err: error, rateLimit: options.name }, text ?? 'rate limit store error'),
      warn: (error: unknown, text?: string) => options.logger.warn({ err: error, rateLimit: options.name }, text ?? 'rate limit warning'),
    },
    handler(request, response, next) {
      const info = (request as unknown as Record<string, RateLimitInfo | undefined>)[`rateLimit_${options.name}`];
      const minutes = minutesUntil(info?.resetTime, options.windowMs);
      response.set('Retry-After', String(minutes * 60));
      next(new HttpError(429, 'rate_limited', message(minutes === 1 ? '1 minute' : `${minutes} minutes`)));
    },
  });
}

export interface AuthRateLimits {
  loginPerIp: RequestHandler;
  loginFailuresPerAccount: RequestHandler;
  emailCodePerAddress: RequestHandler;
  phoneCodePerAddress: RequestHandler;
  resetPerAddress: RequestHandler;
  requestsPerIp: RequestHandler;
  passkeyStartsPerIp: RequestHandler;
  /** Needs setRateKey with the account first. */
  passkeysPerAccount: RequestHandler;
  /** Needs setRateKey with the account first. */
  totpFailuresPerAccount: RequestHandler;
  totpPerIp: RequestHandler;
}

export function authRateLimits(stores: RateLimitStores, logger: Logger): AuthRateLimits {
  const perAddress = (name: string) =>
    limiter(
      { ...AUTH_RATE_LIMITS.requestsPerAddress, store: stores(name), logger, name, byAddress: true },
      (wait) => `Too many requests for this address. Please wait ${wait} before asking again.`,
    );
  return {
    loginPerIp: limiter(
      { ...AUTH_RATE_LIMITS.loginPerIp, store: stores('login-ip'), logger, name: 'login-ip', byAddress: false },
      (wait) => `Too many sign-in attempts from your network. Please wait ${wait} and try again.`,
    ),
    loginFailuresPerAccount: limiter(
      { ...AUTH_RATE_LIMITS.loginFailuresPerAccount, store: stores('login-account'), logger, name: 'login-account', byAddress: true, failuresOnly: true },
      (wait) => `Too many failed sign-in attempts for this account. Please wait ${wait}, or reset your password.`,
    ),
    emailCodePerAddress: perAddress('email-code'),
    phoneCodePerAddress: perAddress('phone-code'),
    resetPerAddress: perAddress('reset'),
    requestsPerIp: limiter(
      { ...AUTH_RATE_LIMITS.requestsPerIp, store: stores('requests-ip'), logger, name: 'requests-ip', byAddress: false },
      (wait) => `Too many requests from your network. Please wait ${wait} before asking again.`,
    ),
    passkeyStartsPerIp: limiter(
      { ...AUTH_RATE_LIMITS.passkeyStartsPerIp, store: stores('passkey-start-ip'), logger, name: 'passkey-start-ip', byAddress: false },
      (wait) => `Too many passkey sign-ins from your network. Please wait ${wait} and try again.`,
    ),
    passkeysPerAccount: limiter(
      { ...AUTH_RATE_LIMITS.passkeysPerAccount, store: stores('passkeys-account'), logger, name: 'passkeys-account', byAddress: true },
      (wait) => `Too many changes to this account's passkeys. Please wait ${wait} and try again.`,
    ),
    totpFailuresPerAccount: limiter(
      { ...AUTH_RATE_LIMITS.totpFailuresPerAccount, store: stores('totp-account'), logger, name: 'totp-account', byAddress: true, failuresOnly: true },
      (wait) => `Too many wrong authenticator codes for this account. Please wait ${wait} and try again.`,
    ),
    totpPerIp: limiter(
      { ...AUTH_RATE_LIMITS.totpPerIp, store: stores('totp-ip'), logger, name: 'totp-ip', byAddress: false },
      (wait) => `Too many authenticator codes from your network. Please wait ${wait} and try again.`,
    ),
  };
}
