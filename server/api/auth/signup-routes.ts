import { Router } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { SignupResponse, UserPrincipal } from '../../../shared/account-types';
import { validateEmailSignup, validatePhoneSignup } from '../../../shared/account-validation';
import { HttpError } from '../../errors/http-error';
import { chooseLang } from '../../services/accounts/lang-preference';
import { signUpWithEmail, signUpWithPhone, type SignupOutcome } from '../../services/accounts/sign-up';
import { specErrorShape, validOrThrow } from './account-errors';
import { clientMeta } from './client-meta';
import { bodyObject, jsonBody } from './json-body';
import { requestLangPreference } from './request-lang';
import { startBrowserSession, type AuthRouteContext } from './route-context';

type CodeFailure = Extract<SignupOutcome, { ok: false }>['reason'];

const CODE_FAILURES: Record<'email' | 'phone', Record<CodeFailure, string>> = {
  email: { incorrect: ACCOUNT_MESSAGES.emailCodeIncorrect, expired: ACCOUNT_MESSAGES.codeExpired, exhausted: ACCOUNT_MESSAGES.codeExhausted },
  phone: { incorrect: ACCOUNT_MESSAGES.phoneCodeIncorrect, expired: ACCOUNT_MESSAGES.codeExpired, exhausted: ACCOUNT_MESSAGES.codeExhausted },
};

/** spec §3's answer, plus the user it made. */
type SignedUp = SignupResponse & { userPrincipal: UserPrincipal };

function codeFailure(channel: 'email' | 'phone', reason: CodeFailure): HttpError {
  return new HttpError(400, `code_${reason}`, CODE_FAILURES[channel][reason]);
}

/**
 * The second step of sign-up (spec §7): the code with the new account's details. Success opens a
 * session as login does, and answers { standardResponse, accessToken } plus the userPrincipal,
 * which saves the client the profile call that the spec makes next.
 */
export function signupRoutes(context: AuthRouteContext): Router {
  const { services } = context;
  const router = Router();

  router.post('/api/public/auth/signup', jsonBody, async (request, response) => {
    const input = validOrThrow(validateEmailSignup(bodyObject(request)));
    const outcome = await signUpWithEmail(services, input, chooseLang(requestLangPreference(request)), clientMeta(request));
    if (!outcome.ok) throw codeFailure('email', outcome.reason);
    startBrowserSession(context, request, response, outcome.signedIn);
    const body: SignedUp = {
      standardResponse: { success: true, message: ACCOUNT_MESSAGES.registrationSuccess },
      accessToken: outcome.signedIn.session.token,
      userPrincipal: outcome.signedIn.principal,
    };
    response.json(body);
  });

  router.post('/api/public/auth/phonesignupverification', jsonBody, async (request, response) => {
    const input = validOrThrow(validatePhoneSignup(bodyObject(request)));
    const outcome = await signUpWithPhone(services, input, chooseLang(requestLangPreference(request)), clientMeta(request));
    if (!outcome.ok) throw codeFailure('phone', outcome.reason);
    startBrowserSession(context, request, response, outcome.signedIn);
    const body: SignedUp = {
      // spec §3: for phone, the message carries the email (the number when none was given).
      standardResponse: { success: true, message: input.email ?? outcome.signedIn.principal.providerId },
      accessToken: outcome.signedIn.session.token,
      userPrincipal: outcome.signedIn.principal,
    };
    response.json(body);
  });

  router.use(specErrorShape('signup'));
  return router;
}
