import { Router } from 'express';
import { TOTP_API, type SecondFactorAnswer } from '../../../shared/totp';
import type { TotpContext } from '../../services/totp/totp-context';
import { stepUpWithTotp } from '../../services/totp/totp-step-up';
import { proofBody } from '../../services/totp/totp-schemas';
import { jsonBody } from './json-body';
import { requireSession, signedInOf } from './require-session';
import type { AuthRouteContext } from './route-context';
import { totpFailure } from './totp-errors';
import { keyByTotpAccount, noStore, totpActor, totpBody } from './totp-input';

/**
 * Step-up (decision 034): the signed-in session proves a code of its account's authenticator, or
 * a recovery code, and becomes a second-factor session (sessions.second_factor = 'totp'), which
 * the desk admits (decision 033). The session keeps its token and cookies; nothing else changes.
 */
export function secondFactorRoutes({ services, limits }: AuthRouteContext, totp: TotpContext): Router {
  const router = Router();
  router.post(TOTP_API.secondFactor, noStore, requireSession(services), keyByTotpAccount, limits.totpPerIp, limits.totpFailuresPerAccount, jsonBody, async (request, response) => {
    const raised = await stepUpWithTotp(totp, totpActor(request, response), signedInOf(response).presented.token, totpBody(proofBody, request));
    if (!raised.ok) throw totpFailure(raised.reason);
    const body: SecondFactorAnswer = { secondFactor: raised.secondFactor };
    response.json(body);
  });
  return router;
}
