import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { BrowserContext } from 'playwright-core';
import { PASSKEY_API } from '../../shared/passkeys';
import { freshIp, insertNewUser, type TestUser } from './accounts';
import type { SiteUnderTest } from './browser';
import { seedPasskey, userHandleBytes } from './passkeys';

/**
 * Signs a browser in as a new staff member (or reader) with a passkey, through the real WebAuthn
 * ceremony on the browser's own cookie jar: a passkey sign-in is a second factor by itself
 * (decision 033), so the desk lets this session in when the role allows. For tests about the
 * desk's screens rather than signing in, which tests/browser/desk-sign-in.test.ts covers.
 */
export async function signInStaffBrowser(context: BrowserContext, site: SiteUnderTest, role: 'user' | 'editor' | 'admin', name = `Desk ${role}`): Promise<TestUser> {
  const user = await insertNewUser(site.testApp.db, { roles: role === 'user' ? ['user'] : ['user', role], name });
  const { authenticator } = await seedPasskey(site.testApp.db, user.userId);
  const headers = { 'X-Forwarded-For': freshIp() };
  const started = await context.request.post(`${site.baseUrl}${PASSKEY_API.authenticationOptions}`, { headers });
  if (!started.ok()) throw new Error(`passkey sign-in options: ${started.status()} ${await started.text()}`);
  const options = (await started.json()) as PublicKeyCredentialRequestOptionsJSON;
  // A seeded passkey was never registered through the site, so its user handle is given as registration would have.
  const assertion = authenticator.assert(options, site.baseUrl, { userHandle: userHandleBytes(user.userId).toString('base64url') });
  const signedIn = await context.request.post(`${site.baseUrl}${PASSKEY_API.authentication}`, { headers, data: { response: assertion } });
  if (!signedIn.ok()) throw new Error(`passkey sign-in: ${signedIn.status()} ${await signedIn.text()}`);
  return user;
}
