import { XSRF_COOKIE, XSRF_HEADER } from '../../shared/account-cookies';
import { readCookie } from './browser-cookies';

/** The server's answer, with its JSON body (null when it sent none), or that no answer came. */
export type JsonAnswer = { reached: true; ok: boolean; status: number; body: unknown } | { reached: false };

/** A call that takes longer is given up, so a hung server never holds a form in 'Sending...'. */
const TIMEOUT_MS = 15_000;

/**
 * Every state-changing call the pages make goes through here. It sends JSON (when there is a
 * body) with the reader's cookies, and the anti-forgery header copied from the XSRF-TOKEN cookie
 * whenever the browser holds one: the server requires it on any change made while signed in
 * (decision 008). It never throws.
 */
export function postJson(path: string, body?: unknown): Promise<JsonAnswer> {
  return sendJson('POST', path, body);
}

/** The same for the other changes (PUT, PATCH, DELETE). */
export async function sendJson(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<JsonAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    return { reached: false };
  }
  const parsed: unknown = await response.json().catch(() => null);
  return { reached: true, ok: response.ok, status: response.status, body: parsed };
}
