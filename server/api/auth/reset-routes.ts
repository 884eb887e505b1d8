import { Router } from 'express';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { AccountNotice } from '../../../shared/account-types';
import { validateEmailAddress, validatePasswordReset } from '../../../shared/account-validation';
import { HttpError } from '../../errors/http-error';
import { single } from '../../http/query-params';
import { completePasswordReset, requestPasswordReset, type ResetOutcome } from '../../services/accounts/password-reset';
import { specErrorShape, validOrThrow } from './account-errors';
import { setRateKey } from './auth-rate-limits';
import { clientMeta } from './client-meta';
import { bodyObject, jsonBody } from './json-body';
import { requestLangPreference } from './request-lang';
import { inputOf, keepInput, type AuthRouteContext } from './route-context';
import { clearSignedInCookies } from './session-cookies';

const TOKEN_FAILURES: Record<Extract<ResetOutcome, { ok: false }>['reason'], string> = {
  invalid: ACCOUNT_MESSAGES.resetTokenInvalid,
  expired: ACCOUNT_MESSAGES.resetTokenExpired,
  exhausted: ACCOUNT_MESSAGES.resetTokenExhausted,
};

/**
 * Password reset: POST /auth/resetpassword?email= (spec §7) mails a link to /{lang}/user/reset
 * when the address has an account, and answers the same { message, success } either way;
 * POST /auth/resetpassword/confirm { token, password } sets the password from that link.
 */
export function resetRoutes(context: AuthRouteContext): Router {
  const { services, limits, csrf } = context;
  const router = Router();

  router.post(
    '/auth/resetpassword',
    limits.requestsPerIp,
    (request, response, next) => {
      const email = validOrThrow(validateEmailAddress(single(request.query, 'email', { emptyAsAbsent: true })));
      keepInput(response, email);
      setRateKey(response, `email:${email}`);
      next();
    },
    limits.resetPerAddress,
    async (request, response) => {
      // The mail goes out in the background; see requestPasswordReset for why.
      await requestPasswordReset(services, inputOf<string>(response), requestLangPreference(request), clientMeta(request));
      const body: AccountNotice = { message: ACCOUNT_MESSAGES.resetRequested, success: true };
      response.json(body);
    },
  );

  router.post('/auth/resetpassword/confirm', jsonBody, async (request, response) => {
    const { token, password } = validOrThrow(validatePasswordReset(bodyObject(request)));
    const outcome = await completePasswordReset(services, token, password, clientMeta(request));
    if (!outcome.ok) throw new HttpError(400, `reset_token_${outcome.reason}`, TOKEN_FAILURES[outcome.reason]);
    // Every session ended, this browser's too.
    clearSignedInCookies(request, response);
    csrf.rotate(request, response, null);
    const body: AccountNotice = { message: ACCOUNT_MESSAGES.resetDone, success: true };
    response.set('Cache-Control', 'no-store').json(body);
  });

  router.use(specErrorShape('notice'));
  return router;
}
