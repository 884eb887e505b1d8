import { Router } from 'express';
import type { LoginResponse } from '../../../shared/account-types';
import { PASSKEY_API } from '../../../shared/passkeys';
import { finishPasskeySignIn, startPasskeySignIn } from '../../services/passkeys/passkey-sign-in';
import { authenticationBody } from '../../services/passkeys/passkey-schemas';
import { clientMeta } from './client-meta';
import { jsonBody } from './json-body';
import { ceremonyCookie, clearCeremonyCookie, setCeremonyCookie } from './passkey-cookies';
import { passkeyFailure } from './passkey-errors';
import { passkeyBody } from './passkey-input';
import { startBrowserSession, type AuthRouteContext } from './route-context';

/**
 * Sign-in with a passkey (decision 022): the options (a challenge for whichever passkey the browser
 * offers), then the assertion, which opens a session exactly as password login does. Both are
 * anonymous and limited per network; the assertion counts with the password logins.
 */
export function passkeySignInRoutes(context: AuthRouteContext): Router {
  const { services, limits } = context;
  const router = Router();

  // POST, not GET: it stores a challenge, and no cache may answer it.
  router.post(PASSKEY_API.authenticationOptions, limits.passkeyStartsPerIp, async (request, response) => {
    const started = await startPasskeySignIn(services, ceremonyCookie(request, 'authentication'));
    setCeremonyCookie(request, response, 'authentication', started.ceremonyId);
    response.set('Cache-Control', 'no-store').json(started.options);
  });

  router.post(PASSKEY_API.authentication, limits.loginPerIp, jsonBody, async (request, response) => {
    const { response: assertion } = passkeyBody(authenticationBody, request);
    const ceremonyId = ceremonyCookie(request, 'authentication');
    clearCeremonyCookie(request, response, 'authentication');
    const outcome = await finishPasskeySignIn(services, ceremonyId, assertion, clientMeta(request));
    if (!outcome.ok) throw passkeyFailure(outcome.reason);
    startBrowserSession(context, request, response, outcome.signedIn);
    const body: LoginResponse = { accessToken: outcome.signedIn.session.token, userPrincipal: outcome.signedIn.principal };
    response.json(body);
  });

  return router;
}
