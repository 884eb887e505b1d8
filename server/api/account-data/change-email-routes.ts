import { Router } from 'express';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_MESSAGES } from '../../../shared/account-data';
import { validateEmailChange, validateNewEmail } from '../../../shared/account-data-validation';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import type { AccountNotice, UserPrincipal } from '../../../shared/account-types';
import { loadPrincipal } from '../../db/accounts/users';
import { invalidParameter } from '../../errors/http-error';
import { confirmEmailChange, sendEmailChangeCode } from '../../services/account-data/change-email';
import { codeSentNotice, delivered } from '../auth/code-delivery';
import { setRateKey } from '../auth/auth-rate-limits';
import { clientMeta } from '../auth/client-meta';
import { bodyObject, jsonBody } from '../auth/json-body';
import { requireSession } from '../auth/require-session';
import { inputOf, keepInput } from '../auth/route-context';
import { setSignedInCookies } from '../auth/session-cookies';
import { keyByAccount, readerOf, validOrParameter, type AccountDataContext } from './account-data-context';

const CODE_FAILURES = {
  incorrect: ACCOUNT_DATA_MESSAGES.codeIncorrect,
  expired: ACCOUNT_MESSAGES.codeExpired,
  exhausted: ACCOUNT_MESSAGES.codeExhausted,
} as const;

/**
 * Changing the account's email address (decision 021): a code to the new address (limited per account,
 * per address and per network, as sign-up's), then the code, which makes it the account's and
 * ends every other session.
 */
export function changeEmailRoutes(context: AccountDataContext): Router {
  const { services, limits, dataLimits } = context;
  const router = Router();
  const session = requireSession(services);

  router.post(
    ACCOUNT_DATA_API.emailCode,
    session,
    keyByAccount,
    dataLimits.changesPerAccount,
    limits.requestsPerIp,
    jsonBody,
    (request, response, next) => {
      const { email } = validOrParameter(validateNewEmail(bodyObject(request)));
      if (email === readerOf(request, response).email) throw invalidParameter('email', ACCOUNT_DATA_MESSAGES.sameEmail);
      keepInput(response, email);
      setRateKey(response, `email:${email}`);
      next();
    },
    limits.emailCodePerAddress,
    async (request, response) => {
      const email = inputOf<string>(response);
      const reader = readerOf(request, response);
      await delivered(sendEmailChangeCode(services, reader.userId, email, reader.lang, clientMeta(request)));
      response.set('Cache-Control', 'no-store').json(codeSentNotice(email));
    },
  );

  router.post(ACCOUNT_DATA_API.email, session, keyByAccount, dataLimits.changesPerAccount, jsonBody, async (request, response) => {
    const { email, code } = validOrParameter(validateEmailChange(bodyObject(request)));
    const reader = readerOf(request, response);
    const outcome = await confirmEmailChange(services, reader, email, code, clientMeta(request));
    if (!outcome.ok) throw invalidParameter('code', CODE_FAILURES[outcome.reason]);
    const live = await services.sessions.resolve(reader.sessionToken);
    const principal = await loadPrincipal(services.db, reader.userId, live?.identityId ?? null);
    // The readable user cookie shows the new address too; the session itself goes on.
    if (principal && live) setSignedInCookies(request, response, { token: reader.sessionToken, expiresAt: live.expiresAt }, principal);
    const body: AccountNotice & { userPrincipal: UserPrincipal | null } = { success: true, message: ACCOUNT_DATA_MESSAGES.emailChanged, userPrincipal: principal };
    response.set('Cache-Control', 'no-store').json(body);
  });

  return router;
}
