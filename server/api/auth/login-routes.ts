import { Router, type Request, type Response } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { LoginResponse } from '../../../shared/account-types';
import { validateEmailLogin, validatePhoneLogin, type PhoneLogin } from '../../../shared/account-validation';
import { HttpError } from '../../errors/http-error';
import { signInWithEmail, signInWithPhone } from '../../services/accounts/sign-in';
import type { SignedIn } from '../../services/accounts/signed-in';
import { validOrThrow } from './account-errors';
import { setRateKey } from './auth-rate-limits';
import { clientMeta } from './client-meta';
import { bodyObject, jsonBody } from './json-body';
import { inputOf, keepInput, startBrowserSession, type AuthRouteContext } from './route-context';

/**
 * Email and phone login (spec §7): { accessToken, userPrincipal }, and the session cookies.
 * A failure says one thing whether or not the account exists (spec §8 swallowed it silently).
 * Each is limited per network, and per account for failures only, so that a guesser is stopped
 * while the owner who types the password right is never counted.
 */
export function loginRoutes(context: AuthRouteContext): Router {
  const { services, limits } = context;
  const router = Router();

  const answer = (request: Request, response: Response, signedIn: SignedIn | null, failure: string) => {
    if (!signedIn) throw new HttpError(401, 'invalid_credentials', failure);
    startBrowserSession(context, request, response, signedIn);
    const body: LoginResponse = { accessToken: signedIn.session.token, userPrincipal: signedIn.principal };
    response.json(body);
  };

  router.post(
    '/api/public/auth/login',
    limits.loginPerIp,
    jsonBody,
    (request, response, next) => {
      const input = validOrThrow(validateEmailLogin(bodyObject(request)));
      keepInput(response, input);
      setRateKey(response, `email:${input.email}`);
      next();
    },
    limits.loginFailuresPerAccount,
    async (request, response) => {
      const { email, password } = inputOf<{ email: string; password: string }>(response);
      answer(request, response, await signInWithEmail(services, email, password, clientMeta(request)), ACCOUNT_MESSAGES.emailLoginFailed);
    },
  );

  router.post(
    '/api/public/auth/phonelogin',
    limits.loginPerIp,
    jsonBody,
    (request, response, next) => {
      const input = validOrThrow(validatePhoneLogin(bodyObject(request)));
      keepInput(response, input);
      // The national digits alone: with or without a dial code, one number has one budget.
      setRateKey(response, `phone:${input.digits}`);
      next();
    },
    limits.loginFailuresPerAccount,
    async (request, response) => {
      const input = inputOf<PhoneLogin>(response);
      answer(request, response, await signInWithPhone(services, input, clientMeta(request)), ACCOUNT_MESSAGES.phoneLoginFailed);
    },
  );

  return router;
}
