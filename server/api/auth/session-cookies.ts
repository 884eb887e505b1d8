import type { Request, Response } from 'express';
import { ACCOUNT_COOKIES, userCookieOf, type CookieUser } from '../../../shared/account-cookies';
import { accountCookieBase as base } from '../../http/signed-in-cookies';
import type { OpenedSession } from '../../services/sessions/session-service';

/** Signed out: shared with the pages, which clear an ended session's cookies too. */
export { clearSignedInCookies } from '../../http/signed-in-cookies';

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
