import type { CookieOptions, Request, Response } from 'express';
import { FLOW_TTL_MS } from '../../services/oauth/oauth-flows';

/**
 * The state of the sign-in this browser started (decision 012). The flow itself is on the
 * server; this cookie binds it to the browser, so that a callback address with someone else's
 * code and state, sent to a victim, signs the victim into nothing. HttpOnly; SameSite=Lax, which
 * the provider's top-level redirect back still carries; sent only to the callback.
 */
const FLOW_COOKIE = 'oauth_state';

function options(request: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: request.secure, path: '/oauth2/callback' };
}

export function setFlowCookie(request: Request, response: Response, state: string): void {
  response.cookie(FLOW_COOKIE, state, { ...options(request), maxAge: FLOW_TTL_MS });
}

/** The state this browser holds, if any. */
export function flowCookieState(request: Request): string | null {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[FLOW_COOKIE] ?? null;
}

/** The flow is being used: its cookie goes with it. */
export function clearFlowCookie(request: Request, response: Response): void {
  response.clearCookie(FLOW_COOKIE, options(request));
}
