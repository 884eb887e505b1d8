import type { RequestHandler, Response } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { UserPrincipal } from '../../../shared/account-types';
import { HttpError } from '../../errors/http-error';
import type { AccountServices } from '../../services/accounts/account-services';
import { sessionUser } from '../../services/accounts/session-user';
import { clearSignedInCookies } from './session-cookies';
import { presentedToken, type PresentedToken } from './session-token';

export interface SignedInRequest {
  principal: UserPrincipal;
  presented: PresentedToken;
}

/** The signed-in user of a request that passed requireSession. */
export function signedInOf(response: Response): SignedInRequest {
  const signedIn = (response.locals as { signedIn?: SignedInRequest }).signedIn;
  if (!signedIn) throw new Error('signedInOf used on a route without requireSession');
  return signedIn;
}

/** The live session's user a request presents (by bearer header or cookie), or null. */
export function signedInUserOf(services: AccountServices, presented: PresentedToken): Promise<UserPrincipal | null> {
  return sessionUser(services, presented.token);
}

/**
 * Lets through only a request with a live session (by bearer header or cookie), and 401 otherwise.
 * A cookie whose session ended is cleared, so that the pages stop showing a signed-in user.
 */
export function requireSession(services: AccountServices): RequestHandler {
  return async (request, response, next) => {
    const presented = presentedToken(request);
    if (!presented) {
      response.set('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', ACCOUNT_MESSAGES.noAccessToken);
    }
    const principal = await signedInUserOf(services, presented);
    if (!principal) {
      if (presented.via === 'cookie') clearSignedInCookies(request, response);
      response.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, 'session_invalid', ACCOUNT_MESSAGES.sessionInvalid);
    }
    (response.locals as { signedIn?: SignedInRequest }).signedIn = { principal, presented };
    next();
  };
}
