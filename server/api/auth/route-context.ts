import type { Request, Response } from 'express';
import type { AccountServices } from '../../services/accounts/account-services';
import type { SignedIn } from '../../services/accounts/signed-in';
import type { AuthRateLimits } from './auth-rate-limits';
import type { Csrf } from './csrf';
import { setSignedInCookies } from './session-cookies';

/** What every account route uses. */
export interface AuthRouteContext {
  services: AccountServices;
  limits: AuthRateLimits;
  csrf: Csrf;
}

/** Keeps a route's checked input for its later handlers (after a rate limit keyed on it). */
export function keepInput<T>(response: Response, input: T): void {
  (response.locals as { input?: unknown }).input = input;
}

export function inputOf<T>(response: Response): T {
  const { input } = response.locals as { input?: unknown };
  if (input === undefined) throw new Error('inputOf used before keepInput');
  return input as T;
}

/** A session just opened: its cookies, and an anti-forgery token bound to it. */
export function startBrowserSession(context: Pick<AuthRouteContext, 'csrf'>, request: Request, response: Response, signedIn: SignedIn): void {
  setSignedInCookies(request, response, signedIn.session, signedIn.principal);
  context.csrf.rotate(request, response, signedIn.session.token);
  response.set('Cache-Control', 'no-store');
}
