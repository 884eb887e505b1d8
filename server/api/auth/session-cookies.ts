import type { CookieOptions, Request, Response } from 'express';
import { ACCOUNT_COOKIES, userCookieOf, type CookieUser } from '../../../shared/account-cookies';
import type { OpenedSession } from '../../services/sessions/session-service';

/** Every account cookie: site-wide, same-site requests only, Secure over HTTPS (behind the trusted proxy too). */
function base(request: Request): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: request.secure };
}

/**
 * The cookies of a signed-in browser (spec §6, decision 007): the session token, HttpOnly so
 * that page JavaScript never reads it, and two readable non-secrets for the pages, the
 * authenticated flag and the user record with short keys. All three end with the session.
 */
export function setSignedInCookies(request: Request, response: Response, session: OpenedSession, user: CookieUser): void {
  const lasting = { ...base(request), expires: session.expiresAt };
  response.cookie(ACCOUNT_COOKIES.session, session.token, { ...lasting, httpOnly: true });
  response.cookie(ACCOUNT_COOKIES.authenticated, 'true', lasting);
  response.cookie(ACCOUNT_COOKIES.user, JSON.stringify(userCookieOf(user)), lasting);
}

/** Signed out: the three cookies are removed (the last path stays; it is not about who). */
export function clearSignedInCookies(request: Request, response: Response): void {
  response.clearCookie(ACCOUNT_COOKIES.session, { ...base(request), httpOnly: true });
  response.clearCookie(ACCOUNT_COOKIES.authenticated, base(request));
  response.clearCookie(ACCOUNT_COOKIES.user, base(request));
}
