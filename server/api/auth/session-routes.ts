import { Router } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { AccountNotice } from '../../../shared/account-types';
import { requireSession, signedInOf } from './require-session';
import { clearSignedInCookies } from './session-cookies';
import { presentedToken } from './session-token';
import { clientMeta } from './client-meta';
import type { AuthRouteContext } from './route-context';

/** The current user (spec §7 GET /user/me) and logout, which the spec leaves to the client alone. */
export function sessionRoutes({ services, csrf }: AuthRouteContext): Router {
  const router = Router();

  // It also hands out the anti-forgery cookie, for clients that start with this call.
  router.get('/user/me', csrf.issue, requireSession(services), (_request, response) => {
    response.set('Cache-Control', 'private, no-store').json(signedInOf(response).principal);
  });

  /**
   * POST /api/public/auth/logout ends the session the request presents (bearer or cookie) and
   * clears the cookies. Signing out twice, or without a session, is not an error.
   */
  router.post('/api/public/auth/logout', async (request, response) => {
    const presented = presentedToken(request);
    const session = presented ? await services.sessions.resolve(presented.token) : null;
    if (presented && session) {
      await services.sessions.revoke(presented.token);
      await services.audit.record({ kind: 'logout', userId: session.userId, ...clientMeta(request) });
    }
    clearSignedInCookies(request, response);
    csrf.rotate(request, response, null);
    const body: AccountNotice = { success: true, message: ACCOUNT_MESSAGES.signedOut };
    response.set('Cache-Control', 'no-store').json(body);
  });

  return router;
}
