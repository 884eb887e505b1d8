import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import request, { type Response } from 'supertest';
import { XSRF_COOKIE } from '../../shared/account-cookies';
import { PASSKEY_API } from '../../shared/passkeys';
import { freshIp, insertNewUser, setCookie, type TestUser } from './accounts';
import type { ApiSession } from './api-sign-in';
import { seedPasskey, userHandleBytes } from './passkeys';
import type { TestApp } from './test-app';

/** The origin desk tests give createTestApp (publicOrigin), for which passkeys are made. */
export const DESK_ORIGIN = 'https://www.xnews.com';
export const TEST_OPS_TOKEN = 'test-ops-token-0123456789abcdef';

/** A new passkey of this user's, and a sign-in with it through the real ceremony: its answer. */
export async function signInWithNewPasskey(testApp: TestApp, userId: string): Promise<Response> {
  const { authenticator } = await seedPasskey(testApp.db, userId);
  const agent = request.agent(testApp.app);
  const started = await agent.post(PASSKEY_API.authenticationOptions).set('X-Forwarded-For', freshIp());
  if (started.status !== 200) throw new Error(`passkey sign-in options: ${started.status} ${JSON.stringify(started.body)}`);
  // A seeded passkey was never registered here, so its user handle is given as registration would have.
  const assertion = authenticator.assert(started.body as PublicKeyCredentialRequestOptionsJSON, DESK_ORIGIN, { userHandle: userHandleBytes(userId).toString('base64url') });
  return agent.post(PASSKEY_API.authentication).set('X-Forwarded-For', freshIp()).send({ response: assertion });
}

/**
 * A staff member (or a reader, with role 'user') signed in with a passkey, which is a second
 * factor by itself: a session the desk lets in when the role allows.
 */
export async function passkeySession(testApp: TestApp, role: 'user' | 'editor' | 'admin', name = `Desk ${role}`): Promise<ApiSession & { user: TestUser }> {
  const user = await insertNewUser(testApp.db, { roles: role === 'user' ? ['user'] : ['user', role], name });
  const signedIn = await signInWithNewPasskey(testApp, user.userId);
  if (signedIn.status !== 200) throw new Error(`passkey sign-in: ${signedIn.status} ${JSON.stringify(signedIn.body)}`);
  const token = setCookie(signedIn, 'access_token')?.value ?? '';
  const xsrf = setCookie(signedIn, XSRF_COOKIE)?.value ?? '';
  return { user, token, xsrf, cookie: `access_token=${token}; ${XSRF_COOKIE}=${xsrf}` };
}
