import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { invalidParameter } from '../../errors/http-error';
import type { TotpActor } from '../../services/totp/totp-context';
import { check } from '../../services/newsletter/newsletter-schema';
import { setRateKey } from './auth-rate-limits';
import { clientMeta } from './client-meta';
import { bodyObject } from './json-body';
import { signedInOf } from './require-session';

/** A TOTP call's JSON body checked against its rule, or 400 { error, message, parameter } naming the field at fault. */
export function totpBody<T>(schema: z.ZodType<T>, request: Request): T {
  const checked = check(schema, bodyObject(request));
  if (!checked.ok) throw invalidParameter(checked.parameter, checked.message);
  return checked.value;
}

/** Every TOTP answer, errors too: it is one account's state, or its secret and recovery codes. */
export const noStore: RequestHandler = (_request, response, next) => {
  response.set('Cache-Control', 'no-store');
  next();
};

/** Counts the request against the signed-in account (after requireSession), for the per-account limit. */
export const keyByTotpAccount: RequestHandler = (_request, response, next) => {
  setRateKey(response, `totp:${signedInOf(response).principal.id}`);
  next();
};

/** The signed-in user and who is asking, for the flows and their audit events. */
export function totpActor(request: Request, response: Response): TotpActor {
  return { userId: signedInOf(response).principal.id, meta: clientMeta(request) };
}
