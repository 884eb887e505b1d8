import { Router } from 'express';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_MESSAGES } from '../../../shared/account-data';
import { validatePasswordChange } from '../../../shared/account-data-validation';
import type { AccountNotice } from '../../../shared/account-types';
import { HttpError, invalidParameter } from '../../errors/http-error';
import { changePassword } from '../../services/account-data/change-password';
import { clientMeta } from '../auth/client-meta';
import { bodyObject, jsonBody } from '../auth/json-body';
import { requireSession } from '../auth/require-session';
import { keyByAccount, readerOf, validOrParameter, type AccountDataContext } from './account-data-context';

/** Changing the password with the current one (decision 021): sign-up's rule for the new one; every other session ends. */
export function changePasswordRoute({ services, limits, dataLimits }: AccountDataContext): Router {
  const router = Router();
  router.post(ACCOUNT_DATA_API.password, requireSession(services), keyByAccount, dataLimits.proofFailuresPerAccount, limits.loginPerIp, jsonBody, async (request, response) => {
    const input = validOrParameter(validatePasswordChange(bodyObject(request)));
    const outcome = await changePassword(services, readerOf(request, response), { current: input.currentPassword, next: input.newPassword }, clientMeta(request));
    if (!outcome.ok) {
      if (outcome.reason === 'no-password') throw new HttpError(409, 'no_password', ACCOUNT_DATA_MESSAGES.noPassword);
      throw invalidParameter('currentPassword', ACCOUNT_DATA_MESSAGES.passwordIncorrect);
    }
    const body: AccountNotice = { success: true, message: ACCOUNT_DATA_MESSAGES.passwordChanged };
    response.set('Cache-Control', 'no-store').json(body);
  });
  return router;
}
