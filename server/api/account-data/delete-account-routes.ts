import { Router, type Response } from 'express';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_MESSAGES } from '../../../shared/account-data';
import { validateReauthenticate } from '../../../shared/account-data-validation';
import type { AccountNotice } from '../../../shared/account-types';
import { ACCOUNT_MESSAGES } from '../../../shared/account-messages';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { deleteAccount } from '../../services/account-data/delete-account';
import { reauthenticateWithCode, reauthenticateWithPassword, sendReauthenticateCode, signedInRecently, type ReauthOutcome } from '../../services/account-data/fresh-sign-in';
import { codeSentNotice, delivered } from '../auth/code-delivery';
import { clientMeta } from '../auth/client-meta';
import { bodyObject, jsonBody } from '../auth/json-body';
import { requireSession } from '../auth/require-session';
import { clearSignedInCookies } from '../auth/session-cookies';
import { keyByAccount, readerOf, validOrParameter, type AccountDataContext } from './account-data-context';

/** Why a proof was refused: a wrong, expired or used-up password or code (400, naming it), or the wrong kind of proof for this account (409). */
function reauthFailure(outcome: Exclude<ReauthOutcome, 'ok'>, parameter: 'password' | 'code'): HttpError {
  switch (outcome) {
    case 'incorrect':
      return invalidParameter(parameter, parameter === 'password' ? ACCOUNT_DATA_MESSAGES.passwordIncorrect : ACCOUNT_DATA_MESSAGES.codeIncorrect);
    case 'expired':
      return invalidParameter(parameter, ACCOUNT_MESSAGES.codeExpired);
    case 'exhausted':
      return invalidParameter(parameter, ACCOUNT_MESSAGES.codeExhausted);
    case 'no-password':
      return new HttpError(409, 'no_password', ACCOUNT_DATA_MESSAGES.noPassword);
    case 'has-password':
      return new HttpError(409, 'has_password', ACCOUNT_DATA_MESSAGES.hasPassword);
  }
}

const notice = (response: Response, message: string) => {
  const body: AccountNotice = { success: true, message };
  response.set('Cache-Control', 'no-store').json(body);
};

/**
 * Deleting the account after a fresh sign-in (decision 021): a session opened in the last 10 minutes,
 * or one whose reader proved who they are again since, with the password or, for an account
 * without one, a code mailed to its verified address. Otherwise the deletion answers 403
 * reauthentication_required, and the page asks for that proof or a new sign-in.
 */
export function deleteAccountRoutes(context: AccountDataContext): Router {
  const { services, csrf, limits, dataLimits } = context;
  const router = Router();
  const session = requireSession(services);

  router.post(ACCOUNT_DATA_API.reauthenticateCode, session, keyByAccount, dataLimits.changesPerAccount, limits.requestsPerIp, async (request, response) => {
    const reader = readerOf(request, response);
    const sent = await delivered(sendReauthenticateCode(services, reader, reader.lang, clientMeta(request)));
    if (sent === 'has-password') throw reauthFailure('has-password', 'code');
    if (sent === 'no-email') throw new HttpError(409, 'no_verified_email', ACCOUNT_DATA_MESSAGES.noVerifiedEmail);
    notice(response, codeSentNotice(reader.email ?? '').message);
  });

  router.post(ACCOUNT_DATA_API.reauthenticate, session, keyByAccount, dataLimits.proofFailuresPerAccount, limits.loginPerIp, jsonBody, async (request, response) => {
    const proof = validOrParameter(validateReauthenticate(bodyObject(request)));
    const reader = readerOf(request, response);
    const outcome = 'password' in proof
      ? await reauthenticateWithPassword(services, reader, proof.password, clientMeta(request))
      : await reauthenticateWithCode(services, reader, proof.code, clientMeta(request));
    if (outcome !== 'ok') throw reauthFailure(outcome, 'password' in proof ? 'password' : 'code');
    notice(response, ACCOUNT_DATA_MESSAGES.reauthenticated);
  });

  router.delete(ACCOUNT_DATA_API.account, session, keyByAccount, dataLimits.changesPerAccount, async (request, response) => {
    const reader = readerOf(request, response);
    if (!(await signedInRecently(services, reader.sessionToken))) {
      throw new HttpError(403, 'reauthentication_required', ACCOUNT_DATA_MESSAGES.reauthenticationRequired);
    }
    await deleteAccount(services, reader.userId);
    // Every session went with the account; this browser forgets its own.
    clearSignedInCookies(request, response);
    csrf.rotate(request, response, null);
    notice(response, ACCOUNT_DATA_MESSAGES.accountDeleted);
  });

  return router;
}
