import type { Request, RequestHandler, Response } from 'express';
import { staffRoleOf, type StaffRole } from '../../../shared/desk-answers';
import type { DeskActor } from '../../db/desk/desk-audit';
import { checkDeskSession } from '../../db/desk/desk-sessions';
import { HttpError } from '../../errors/http-error';
import type { AccountServices } from '../../services/accounts/account-services';
import { networkHash } from '../../services/contact/network-hash';
import { sha256Hex } from '../../services/secrets/secret-values';
import { bearerIsOneOf } from '../bearer-token';
import { clearSignedInCookies } from '../auth/session-cookies';
import { presentedToken } from '../auth/session-token';

export interface DeskRequest {
  actor: DeskActor;
  ipHash: string | null;
}

/** The actor of a request that passed requireDesk. */
export function deskRequestOf(response: Response): DeskRequest {
  const desk = (response.locals as { desk?: DeskRequest }).desk;
  if (!desk) throw new Error('deskRequestOf used on a route without requireDesk');
  return desk;
}

const OPERATIONS_ACTOR: DeskActor = { id: null, name: 'operations token', role: 'operations' };

/**
 * The desk's gate (decision 033), on every desk call: OPS_TOKEN as a bearer (the newsroom's and
 * the legal team's scripts), or a session of a staff member with the role asked for, signed in
 * with a second factor and used on the desk within the last 30 minutes. Read from the database
 * on every call, so a revoked role or a disabled account shuts the desk at once on every instance.
 * 401 without a valid session, 403 for a reader, a role too low or a missing second factor.
 */
export function requireDesk(accounts: AccountServices, opsToken: string | undefined, role: StaffRole): RequestHandler {
  return async (request: Request, response: Response, next) => {
    response.set('Cache-Control', 'private, no-store');
    const ipHash = networkHash(request.ip);
    if (opsToken !== undefined && bearerIsOneOf(request, [opsToken])) {
      (response.locals as { desk?: DeskRequest }).desk = { actor: OPERATIONS_ACTOR, ipHash };
      return next();
    }
    const presented = presentedToken(request);
    if (!presented) {
      response.set('WWW-Authenticate', 'Bearer');
      throw new HttpError(401, 'unauthorized', 'Sign in with a staff account to use the desk.');
    }
    const session = await checkDeskSession(accounts.db, sha256Hex(presented.token));
    if (!session) {
      if (presented.via === 'cookie') clearSignedInCookies(request, response);
      response.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, 'session_invalid', 'Your session has ended. Please sign in again.');
    }
    const staffRole = staffRoleOf(session.roles);
    if (staffRole === null || (role === 'admin' && staffRole !== 'admin')) {
      throw new HttpError(403, 'forbidden', role === 'admin' ? 'Only admins may do this.' : 'The desk is for the newsroom staff.');
    }
    if (session.secondFactor === null) {
      throw new HttpError(403, 'second_factor_required', 'The desk needs a sign-in with a passkey, or with your password and an authenticator code.');
    }
    if (session.idle) {
      await accounts.sessions.revoke(presented.token);
      if (presented.via === 'cookie') clearSignedInCookies(request, response);
      response.set('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new HttpError(401, 'desk_session_idle', 'The desk was not used for 30 minutes, so you were signed out. Please sign in again.');
    }
    (response.locals as { desk?: DeskRequest }).desk = { actor: { id: session.userId, name: session.name, role: staffRole }, ipHash };
    next();
  };
}
