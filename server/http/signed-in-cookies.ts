import type { CookieOptions, Request, Response } from 'express';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';

/** Every account cookie: site-wide, same-site requests only, Secure over HTTPS (behind the trusted proxy too). */
export function accountCookieBase(request: Request): CookieOptions {
  return { path: '/', sameSite: 'lax', secure: request.secure };
}

/**
 * Signed out: the session cookie and the two readable flags are removed (the last path stays; it
 * is not about who). Here rather than in the API's session cookies, because the pages clear them
 * too when a session they were shown ended (server/bff/personal-pages.ts).
 */
export function clearSignedInCookies(request: Request, response: Response): void {
  const base = accountCookieBase(request);
  response.clearCookie(ACCOUNT_COOKIES.session, { ...base, httpOnly: true });
  response.clearCookie(ACCOUNT_COOKIES.authenticated, base);
  response.clearCookie(ACCOUNT_COOKIES.user, base);
}
