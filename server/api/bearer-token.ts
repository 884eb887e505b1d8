import type { Request, RequestHandler } from 'express';
import { HttpError } from '../errors/http-error';
import { sameHash, sha256Hex } from '../services/secrets/secret-values';

/** Compares digests, which have equal length, so the time taken says nothing about the token. */
const sameToken = (given: string, expected: string): boolean => sameHash(sha256Hex(given), sha256Hex(expected));

/** Whether the request's `Authorization: Bearer` is one of these tokens. */
export function bearerIsOneOf(request: Request, tokens: readonly string[]): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(request.get('authorization') ?? '')?.[1]?.trim();
  // Every token is compared, so the time taken does not say which one matched.
  return given !== undefined && tokens.map((token) => sameToken(given, token)).includes(true);
}

/** 401 with a message naming the token to send, unless the bearer is one of these tokens. */
export function requireBearer(tokens: readonly string[], realm: string, tokenName: string): RequestHandler {
  return (request, response, next) => {
    if (!bearerIsOneOf(request, tokens)) {
      response.set('WWW-Authenticate', `Bearer realm="${realm}"`);
      throw new HttpError(401, 'unauthorized', `A valid ${realm} token is required: Authorization: Bearer <${tokenName}>.`);
    }
    next();
  };
}
