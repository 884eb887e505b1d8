import { staffRoleOf } from '../../../shared/desk-answers';
import { Router } from 'express';
import type { UserPrincipal } from '../../../shared/account-types';
import { TOTP_API, type TotpEnabled, type TotpStatus } from '../../../shared/totp';
import type { TotpContext } from '../../services/totp/totp-context';
import { confirmTotpEnrolment } from '../../services/totp/totp-confirmation';
import { disableTotp } from '../../services/totp/totp-disable';
import { sessionSecondFactor } from '../../db/accounts/session-second-factor';
import { sha256Hex } from '../../services/secrets/secret-values';
import { beginTotpEnrolment } from '../../services/totp/totp-enrolment';
import { confirmBody, proofBody } from '../../services/totp/totp-schemas';
import { totpStatus } from '../../services/totp/totp-status';
import { ignoredBody } from '../../http/body-parsers';
import { jsonBody } from './json-body';
import { requireSession, signedInOf } from './require-session';
import type { AuthRouteContext } from './route-context';
import { totpFailure } from './totp-errors';
import { keyByTotpAccount, noStore, totpActor, totpBody } from './totp-input';

/** The name an authenticator app lists the account under: its email, else its phone number. */
function accountLabel(principal: UserPrincipal): string {
  if (principal.email) return principal.email;
  if (principal.cdc && principal.phone) return `${principal.cdc}${principal.phone}`;
  return principal.name;
}

/**
 * The signed-in user's authenticator app (decision 034): its status, a new secret to enrol,
 * the first code that confirms it (answering the recovery codes, once), and turning it off with
 * a code or a recovery code. Session required; with the cookie, the anti-forgery header on every
 * change (the app's guard); codes limited per account (failures) and per network.
 */
export function totpRoutes({ services, limits }: AuthRouteContext, totp: TotpContext): Router {
  const router = Router();
  const session = [noStore, requireSession(services), keyByTotpAccount];
  const codes = [...session, limits.totpPerIp, limits.totpFailuresPerAccount, jsonBody];

  router.get(TOTP_API.mine, ...session, async (_request, response) => {
    const body: TotpStatus = await totpStatus(totp.db, signedInOf(response).principal.id);
    response.json(body);
  });

  router.post(TOTP_API.enrolment, ...session, limits.totpPerIp, ignoredBody(), async (_request, response) => {
    const { principal, presented } = signedInOf(response);
    // Whoever holds a staff member's password could otherwise add an authenticator of their own
    // and with it the desk's second factor (decision 034): a staff account proves itself with a
    // passkey first. (A mailed code as the other way in is still to come.)
    if (staffRoleOf(principal.roles) !== null && (await sessionSecondFactor(totp.db, sha256Hex(presented.token))) !== 'passkey') throw totpFailure('staff_needs_passkey');
    const started = await beginTotpEnrolment(totp, principal.id, accountLabel(principal));
    if (!started.ok) throw totpFailure(started.reason);
    response.json(started.enrolment);
  });

  router.post(TOTP_API.mine, ...codes, async (request, response) => {
    const { code } = totpBody(confirmBody, request);
    const confirmed = await confirmTotpEnrolment(totp, totpActor(request, response), signedInOf(response).presented.token, code);
    if (!confirmed.ok) throw totpFailure(confirmed.reason);
    const body: TotpEnabled = { enabled: true, recoveryCodes: confirmed.recoveryCodes };
    response.json(body);
  });

  router.delete(TOTP_API.mine, ...codes, async (request, response) => {
    const actor = totpActor(request, response);
    const outcome = await disableTotp(totp, actor, totpBody(proofBody, request));
    if (outcome !== 'ok') throw totpFailure(outcome);
    const body: TotpStatus = await totpStatus(totp.db, actor.userId);
    response.json(body);
  });

  return router;
}
