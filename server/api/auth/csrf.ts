import type { Request, RequestHandler, Response } from 'express';
import { doubleCsrf } from 'csrf-csrf';
import { ACCOUNT_COOKIES, XSRF_COOKIE, XSRF_HEADER } from '../../../shared/account-cookies';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { HttpError } from '../../errors/http-error';
import { bearerToken } from './session-token';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The spec's double-submit anti-forgery check (spec §7, decision 008), through csrf-csrf.
 *
 * - The XSRF-TOKEN cookie is readable by page JavaScript, which copies it into the X-XSRF-TOKEN
 *   header; another site can neither read the cookie nor set the header.
 * - The token is an HMAC (with the server secret) of a random value and the session token, so a
 *   cookie planted from elsewhere (a sibling subdomain) is worthless, and signing in or out
 *   needs a new one (`rotate`).
 * - It is required on every state-changing request authenticated by the session cookie.
 *   A request with Authorization: Bearer is not: a browser never adds that header by itself.
 *   Anonymous calls carry no session to abuse; the ones that open a session take JSON only.
 */
export interface Csrf {
  /** Refuses (403) a state-changing request made with the session cookie and no matching header. */
  guard: RequestHandler;
  /**
   * Gives a signed-in reader's GET a token when it lacks a valid one (sign-in sets one; this
   * repairs a lost or stale one). Anonymous requests get none: nothing they send is checked,
   * and their pages stay free of Set-Cookie, so shared caches may keep them.
   */
  issue: RequestHandler;
  /** A new token for a session just opened (token) or ended (null), set on the response. */
  rotate(request: Request, response: Response, sessionToken: string | null): void;
}

/** The session a token is bound to: the one `rotate` names while it answers, else the cookie's. */
const boundSession = new WeakMap<Request, string>();

function cookieSession(request: Request): string {
  const cookies = request.cookies as Record<string, string | undefined> | undefined;
  return cookies?.[ACCOUNT_COOKIES.session] ?? '';
}

/** Authenticated by the session cookie: it is present, and no bearer token takes its place. */
function cookieAuthenticated(request: Request): boolean {
  return cookieSession(request) !== '' && bearerToken(request) === null;
}

/**
 * sessionFree names requests whose handlers never act on the session, such as the Contact page's
 * form posted without JavaScript: a plain form cannot send the header, and forging it can make a
 * reader do nothing that anyone else could not do as well.
 */
export function createCsrf(secret: string, sessionFree: (request: Request) => boolean = () => false): Csrf {
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    getSessionIdentifier: (request) => boundSession.get(request) ?? cookieSession(request),
    cookieName: XSRF_COOKIE,
    // Readable by page JavaScript (it must copy it), sent to same-site requests only.
    cookieOptions: { httpOnly: false, sameSite: 'lax', path: '/', secure: false },
    getCsrfTokenFromRequest: (request) => request.get(XSRF_HEADER),
  });
  // Secure whenever the request came over HTTPS (through the trusted proxy too).
  const cookieOptions = (request: Request) => ({ httpOnly: false, sameSite: 'lax' as const, path: '/', secure: request.secure });

  return {
    guard(request, _response, next) {
      if (SAFE_METHODS.has(request.method) || !cookieAuthenticated(request) || sessionFree(request) || validateRequest(request)) return next();
      next(new HttpError(403, 'csrf_failed', ACCOUNT_MESSAGES.csrfFailed));
    },
    issue(request, response, next) {
      if ((request.method === 'GET' || request.method === 'HEAD') && cookieSession(request) !== '') {
        // generateCsrfToken reuses a valid cookie and always sets it; it is given a sink here, and
        // the real response gets the cookie only when the token is new.
        const sink = { cookie: () => sink } as unknown as Response;
        const token = generateCsrfToken(request, sink);
        const cookies = request.cookies as Record<string, string | undefined> | undefined;
        if (token !== cookies?.[XSRF_COOKIE]) response.cookie(XSRF_COOKIE, token, cookieOptions(request));
      }
      next();
    },
    rotate(request, response, sessionToken) {
      boundSession.set(request, sessionToken ?? '');
      generateCsrfToken(request, response, { cookieOptions: cookieOptions(request), overwrite: true });
    },
  };
}
