import type { Request } from 'express';
import { HttpError } from '../../errors/http-error';
import { utf8Json } from '../../http/body-parsers';

/** The account forms are small; 16 kB is far more than any of them. */
export const jsonBody = utf8Json('16kb');

/**
 * The JSON object a form sent. Only JSON is read: a cross-site HTML form cannot send it, which is
 * what keeps the session-opening calls (login, sign-up) from being forged (decision 008).
 */
export function bodyObject(request: Request): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined) throw new HttpError(415, 'unsupported_media_type', 'Send the form as JSON (Content-Type: application/json).');
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new HttpError(400, 'invalid_body', 'Send a JSON object.');
  return body as Record<string, unknown>;
}
