import { Router, type RequestHandler } from 'express';
import { PASSKEY_API, type PasskeyList } from '../../../shared/passkeys';
import { finishPasskeyRegistration, startPasskeyRegistration } from '../../services/passkeys/passkey-registration';
import { myPasskeys, removeMyPasskey, renameMyPasskey } from '../../services/passkeys/passkey-management';
import { registrationBody, renameBody } from '../../services/passkeys/passkey-schemas';
import { mayAddPasskey } from '../../services/passkeys/staff-passkey-rule';
import { sha256Hex } from '../../services/secrets/secret-values';
import { setRateKey } from './auth-rate-limits';
import { clientMeta } from './client-meta';
import { jsonBody } from './json-body';
import { ceremonyCookie, clearCeremonyCookie, setCeremonyCookie } from './passkey-cookies';
import { passkeyFailure } from './passkey-errors';
import { passkeyBody, passkeyId } from './passkey-input';
import { requireSession, signedInOf } from './require-session';
import type { AuthRouteContext } from './route-context';

const ONE = `${PASSKEY_API.mine}/:id`;

/**
 * The signed-in user's passkeys (decision 022): list them, register one (options, then the new
 * credential with its name), rename and remove one. Session required; with the cookie, the
 * anti-forgery header on every change (the app's guard); limited per account.
 */
export function passkeyRoutes({ services, limits }: AuthRouteContext): Router {
  const router = Router();
  const account: RequestHandler = (_request, response, next) => {
    setRateKey(response, `passkeys:${signedInOf(response).principal.id}`);
    next();
  };
  const guarded = [requireSession(services), account, limits.passkeysPerAccount];
  const userOf = (response: Parameters<RequestHandler>[1]) => signedInOf(response).principal;

  router.get(PASSKEY_API.mine, ...guarded, async (_request, response) => {
    const body: PasskeyList = { passkeys: await myPasskeys(services, userOf(response).id) };
    response.set('Cache-Control', 'private, no-store').json(body);
  });

  router.post(PASSKEY_API.registrationOptions, ...guarded, async (request, response) => {
    const { principal, presented } = signedInOf(response);
    if (!(await mayAddPasskey(services.db, principal, sha256Hex(presented.token)))) throw passkeyFailure('second_factor');
    const started = await startPasskeyRegistration(services, userOf(response), ceremonyCookie(request, 'registration'));
    if (!started.ok) throw passkeyFailure(started.reason);
    setCeremonyCookie(request, response, 'registration', started.ceremonyId);
    response.set('Cache-Control', 'no-store').json(started.options);
  });

  router.post(PASSKEY_API.mine, ...guarded, jsonBody, async (request, response) => {
    const input = passkeyBody(registrationBody, request);
    const ceremonyId = ceremonyCookie(request, 'registration');
    clearCeremonyCookie(request, response, 'registration');
    const outcome = await finishPasskeyRegistration(services, userOf(response).id, ceremonyId, input, clientMeta(request));
    if (!outcome.ok) throw passkeyFailure(outcome.reason);
    response.status(201).set('Cache-Control', 'no-store').json(outcome.passkey);
  });

  router.patch(ONE, ...guarded, jsonBody, async (request, response) => {
    const id = passkeyId(request);
    const { name } = passkeyBody(renameBody, request);
    const renamed = await renameMyPasskey(services, userOf(response).id, id, name);
    if (!renamed) throw passkeyFailure('not_found');
    response.set('Cache-Control', 'no-store').json(renamed);
  });

  router.delete(ONE, ...guarded, async (request, response) => {
    if (!(await removeMyPasskey(services, userOf(response).id, passkeyId(request), clientMeta(request)))) throw passkeyFailure('not_found');
    response.set('Cache-Control', 'no-store').status(204).end();
  });

  return router;
}
