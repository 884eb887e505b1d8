import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import type { OAuthSettings } from '../../server/services/oauth/oauth-settings';
import { freshIp, setCookie } from '../support/accounts';
import { closedAddress, signInThroughProvider, startLocalProvider, startSilentServer, visitProvider, type LocalProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

const ORIGIN = 'http://localhost:3994';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
/**
 * Short, so that a hanging provider is given up on quickly here (production waits OAUTH_TIMEOUT_MS),
 * yet long enough that a busy machine's real answers from a failing provider never hit it first.
 */
const TIMEOUT_MS = 1_500;

let provider: LocalProvider;
let silent: Awaited<ReturnType<typeof startSilentServer>>;
let down: string;
let db: Database;
beforeAll(async () => {
  [provider, silent, down, db] = await Promise.all([startLocalProvider(), startSilentServer(), closedAddress(), openTestDatabase()]);
});
afterAll(async () => {
  await db.close();
  await Promise.all([provider.stop(), silent.close()]);
});

/** An app on the shared database with these providers. */
function appWith(oauth: OAuthSettings): Promise<TestApp> {
  return createTestApp({ db, publicOrigin: ORIGIN, oauth: { timeoutMs: TIMEOUT_MS, ...oauth } });
}

const authorize = (testApp: TestApp, providerName: string, headers: Record<string, string> = {}) =>
  request(testApp.app).get(`/oauth2/authorize/${providerName}`).query({ redirect_uri: '/en/news/list/trending' }).set('X-Forwarded-For', freshIp()).set(headers);

describe('a provider that is not configured', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await appWith({});
  });

  it.each([
    ['google', 'Sign-in with Google is not configured on this server.'],
    ['facebook', 'Sign-in with Facebook is not configured on this server.'],
  ])('/oauth2/authorize/%s answers 404 with a clear message, at the start and at the callback', async (name, message) => {
    const start = await authorize(bare, name);
    expect(start.status).toBe(404);
    expect(start.body).toEqual({ error: 'provider_not_configured', message, provider: name });
    const callback = await request(bare.app).get(`/oauth2/callback/${name}?code=abc&state=def`);
    expect(callback.status).toBe(404);
    expect(callback.body.error).toBe('provider_not_configured');
  });

  it('sends a browser to the login page, which can say so', async () => {
    const start = await authorize(bare, 'google', { Accept: BROWSER_ACCEPT, 'Accept-Language': 'zh-TW,zh;q=0.9' });
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe('/tw/user/login?oauth_error=provider_not_configured&provider=google');
  });

  it('an unknown provider is a 404 like any unknown address', async () => {
    for (const path of ['/oauth2/authorize/twitter', '/oauth2/callback/twitter', '/oauth2/authorize/__proto__']) {
      const response = await request(bare.app).get(path).set('X-Forwarded-For', freshIp());
      expect(response.status, path).toBe(404);
      expect(response.body.error, path).toBe('not_found');
    }
  });
});

describe('Google down or slow', () => {
  it('an issuer that refuses connections: a clear 502, every time, nothing kept', async () => {
    const app = await appWith({ google: { ...provider.google(), issuer: down } });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const start = await authorize(app, 'google');
      expect(start.status).toBe(502);
      expect(start.body).toEqual({ error: 'provider_error', message: 'Google could not complete the sign-in. Please try again, or sign in another way.', provider: 'google' });
      expect(setCookie(start, 'oauth_state')).toBeUndefined();
    }
  });

  it('an issuer that never answers: 504 once the time limit has passed, not a hang', async () => {
    const app = await appWith({ google: { ...provider.google(), issuer: silent.url } });
    const began = Date.now();
    const start = await authorize(app, 'google', { Accept: BROWSER_ACCEPT });
    const took = Date.now() - began;
    expect(start.status).toBe(302);
    expect(start.headers.location).toBe('/en/user/login?oauth_error=provider_timeout&provider=google');
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);

    const json = await authorize(app, 'google');
    expect(json.status).toBe(504);
    expect(json.body).toEqual({ error: 'provider_timeout', message: 'Google did not answer in time. Please try again in a few minutes.', provider: 'google' });
  });

  it('a token endpoint that fails with 500: a clear 502 and no session', async () => {
    const app = await appWith({ google: provider.google() });
    provider.signInAs({ sub: 'token-500', email: 'token500@example.com', email_verified: true });
    const agent = request.agent(app.app);
    const callbackUrl = await visitProvider(await agent.get('/oauth2/authorize/google').set('X-Forwarded-For', freshIp()));
    provider.tamperNextTokenResponse((response) => {
      response.statusCode = 500;
      response.body = '';
    });
    const callback = await agent.get(`${callbackUrl.pathname}${callbackUrl.search}`);
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
    expect(setCookie(callback, 'access_token')).toBeUndefined();
  });
});

describe('Facebook down or slow', () => {
  const facebookWith = (change: Partial<NonNullable<OAuthSettings['facebook']>>) => appWith({ facebook: { ...provider.facebook(), ...change } });

  async function callbackOf(app: TestApp) {
    provider.signInAs({ sub: '424242', name: 'Slow Path', email: 'slow@example.com' });
    const agent = request.agent(app.app);
    const callbackUrl = await visitProvider(await agent.get('/oauth2/authorize/facebook').set('X-Forwarded-For', freshIp()));
    const began = Date.now();
    const callback = await agent.get(`${callbackUrl.pathname}${callbackUrl.search}`);
    return { callback, took: Date.now() - began };
  }

  it('a token endpoint that never answers: 504 within the time limit', async () => {
    const { callback, took } = await callbackOf(await facebookWith({ tokenUrl: `${silent.url}/token` }));
    expect(callback.status).toBe(504);
    expect(callback.body).toEqual({ error: 'provider_timeout', message: 'Facebook did not answer in time. Please try again in a few minutes.', provider: 'facebook' });
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('a profile endpoint that never answers: 504 within the time limit', async () => {
    const { callback, took } = await callbackOf(await facebookWith({ userinfoUrl: `${silent.url}/me` }));
    expect(callback.status).toBe(504);
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('a token endpoint that is down: 502', async () => {
    const { callback } = await callbackOf(await facebookWith({ tokenUrl: `${down}/token` }));
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
  });

  it('the same provider, up: the sign-in completes (the failures above were the endpoints, not the setup)', async () => {
    const trip = await signInThroughProvider((await facebookWith({})).app, 'facebook');
    expect(trip.callback.status).toBe(302);
  });
});

describe('sign-ins started from one network', () => {
  it('are limited to 10 a minute, then 429 with Retry-After', async () => {
    const app = await appWith({ google: provider.google() });
    const ip = freshIp();
    for (let index = 0; index < 10; index += 1) {
      const start = await request(app.app).get('/oauth2/authorize/google').set('X-Forwarded-For', ip);
      expect(start.status).toBe(302);
    }
    const limited = await request(app.app).get('/oauth2/authorize/google').set('X-Forwarded-For', ip);
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBe('60');
    expect(limited.body).toEqual({ error: 'rate_limited', message: 'Too many sign-in attempts from your network. Please wait a few minutes and try again.' });
  });
});

describe("a provider's text that PostgreSQL cannot store", () => {
  it.each(['google', 'facebook'] as const)('%s: a NUL, controls and an unpaired surrogate in the name are cleaned, not a 500', async (providerName) => {
    const app = await appWith({ google: provider.google(), facebook: provider.facebook() });
    provider.signInAs({ sub: `${providerName}-hostile-${process.pid}`, email: `hostile.${providerName}.${process.pid}@example.com`, email_verified: true, name: 'Ada\u0000 Love\ud800lace\u0007', given_name: '\u0000', family_name: 'Love\udc00' });
    const { agent, callback } = await signInThroughProvider(app.app, providerName);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/en/news/list/trending');
    const me = await agent.get('/user/me');
    expect(me.body).toMatchObject({ name: 'Ada Love\ufffdlace', firstName: '', lastName: 'Love\ufffd' });
  });
});
