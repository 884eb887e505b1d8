import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, setCookie, uniqueEmail } from '../support/accounts';
import { GOOGLE_CLIENT_ID, startLocalProvider, visitProvider, type LocalProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:3996';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let provider: LocalProvider;
let testApp: TestApp;
beforeAll(async () => {
  provider = await startLocalProvider();
  testApp = await createTestApp({ publicOrigin: ORIGIN, oauth: { google: provider.google(), facebook: provider.facebook() } });
});
afterAll(async () => {
  await testApp.close();
  await provider.stop();
});

let subjects = 0;
function signInAsSomeone() {
  subjects += 1;
  const person = { sub: `attack-sub-${process.pid}-${subjects}`, email: uniqueEmail('attack'), email_verified: true, name: 'Test Person' };
  provider.signInAs(person);
  return person;
}

const start = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  request(testApp.app).get('/oauth2/authorize/google').query(query).set('X-Forwarded-For', freshIp()).set(headers);

/** A flow started by a browser (agent), approved at the provider, not yet returned. */
async function startedFlow(returnPath = '/en/news/list/trending', providerName: 'google' | 'facebook' = 'google') {
  const agent = request.agent(testApp.app);
  const started = await agent.get(`/oauth2/authorize/${providerName}`).query({ redirect_uri: returnPath }).set('X-Forwarded-For', freshIp());
  const callbackUrl = await visitProvider(started);
  return { agent, callbackUrl, callbackPath: `${callbackUrl.pathname}${callbackUrl.search}`, state: callbackUrl.searchParams.get('state') ?? '' };
}

async function flowCount(state: string): Promise<number> {
  const rows = await testApp.db.query(`SELECT 1 FROM oauth_flows WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [state]);
  return rows.length;
}

async function userCount(): Promise<number> {
  const [row] = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM users');
  return row?.count ?? -1;
}

const REDIRECT_MESSAGE = 'The sign-in link must return to a page of this site (a path such as /en/news/list/trending), other than the login and sign-up pages.';

describe('redirect_uri must be a page of this site', () => {
  it.each([
    'https://evil.com',
    'https://evil.com/en/news/list/trending',
    '//evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '%2F%2Fevil.com',
    '/%2F/evil.com',
    '/\t/evil.com',
    'https:evil.com',
    'javascript:alert(1)',
    'evil.com/en/news',
    `${ORIGIN}.evil.com/en/news`,
    'http://localhost:3995/en/news/list/trending',
    '/en/user/login',
  ])('refuses %j with 400 { error: redirect_uri_invalid } and starts nothing', async (redirectUri) => {
    const before = await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM oauth_flows');
    const response = await start({ redirect_uri: redirectUri });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'redirect_uri_invalid', message: REDIRECT_MESSAGE, provider: 'google' });
    expect(response.headers.location).toBeUndefined();
    expect(setCookie(response, 'oauth_state')).toBeUndefined();
    expect(await testApp.db.query<{ count: number }>('SELECT count(*)::int AS count FROM oauth_flows')).toEqual(before);
  });

  it.each([
    'redirect_uri=/en/news&redirect_uri=https://evil.com',
    'redirect_uri[]=/en/news/list/world',
    'redirect_uri[$ne]=x',
    'redirect_uri=',
  ])('refuses a redirect_uri that is not one plain value: %s', async (query) => {
    const response = await request(testApp.app).get(`/oauth2/authorize/google?${query}`).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body.error).toBe('redirect_uri_invalid');
  });

  it('sends a browser to the login page, in its language, with the error code for the page to show', async () => {
    const response = await start({ redirect_uri: '//evil.com' }, { Accept: BROWSER_ACCEPT, Cookie: 'lang=fr' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/fr/user/login?oauth_error=redirect_uri_invalid&provider=google');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    [`${ORIGIN}/tw/news/archive?x=1#top`, undefined, '/tw/news/archive?x=1#top'],
    [undefined, undefined, '/restaurant/boss'],
    [undefined, '/cn/news/list/health', '/cn/news/list/health'],
    [undefined, 'https://evil.com', '/restaurant/boss'],
    [`${ORIGIN}/oauth2/redirect`, '/es/about/AboutUS', '/es/about/AboutUS'],
    ['/oauth2/redirect', undefined, '/restaurant/boss'],
  ])('redirect_uri %j with last page %j returns to %j', async (redirectUri, lastPath, expected) => {
    const agent = request.agent(testApp.app);
    signInAsSomeone();
    const started = await agent
      .get('/oauth2/authorize/google')
      .query(redirectUri === undefined ? {} : { redirect_uri: redirectUri })
      .set('X-Forwarded-For', freshIp())
      .set('Cookie', lastPath === undefined ? '' : `last_customer_path=${encodeURIComponent(lastPath)}`);
    const callbackUrl = await visitProvider(started);
    const callback = await agent.get(`${callbackUrl.pathname}${callbackUrl.search}`);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe(expected);
  });
});

describe('state binds the flow to the browser that started it, once, for 10 minutes', () => {
  it('a callback address carried to another browser signs nobody in, and leaves the real flow to finish', async () => {
    const person = signInAsSomeone();
    const flow = await startedFlow();
    const users = await userCount();

    const elsewhere = await request(testApp.app).get(flow.callbackPath);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual({
      error: 'state_invalid',
      message: 'This sign-in was not started in this browser, or was already used. Please start again from the login page.',
      provider: 'google',
    });
    expect(setCookie(elsewhere, 'access_token')).toBeUndefined();
    expect(await userCount()).toBe(users);
    expect(await flowCount(flow.state)).toBe(1);

    const own = await flow.agent.get(flow.callbackPath);
    expect(own.status).toBe(302);
    expect((await flow.agent.get('/user/me')).body.providerId).toBe(person.sub);
  });

  it('refuses a state that is not the one the browser holds, and a missing one, without spoiling its own', async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    const tampered = new URL(flow.callbackUrl);
    tampered.searchParams.set('state', `${flow.state.slice(0, -1)}${flow.state.endsWith('A') ? 'B' : 'A'}`);
    const wrong = await flow.agent.get(`${tampered.pathname}${tampered.search}`);
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe('state_invalid');
    // The browser's own flow, and its cookie, are left to finish.
    expect(setCookie(wrong, 'oauth_state')).toBeUndefined();
    expect((await flow.agent.get(flow.callbackPath)).status).toBe(302);

    const again = await startedFlow();
    const without = new URL(again.callbackUrl);
    without.searchParams.delete('state');
    const missing = await again.agent.get(`${without.pathname}${without.search}`);
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe('state_invalid');
  });

  it('a used flow cannot be replayed, even with the old cookie and the same code', async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    const first = await flow.agent.get(flow.callbackPath);
    expect(first.status).toBe(302);
    expect(setCookie(first, 'oauth_state')?.value).toBe('');

    const replay = await request(testApp.app).get(flow.callbackPath).set('Cookie', `oauth_state=${flow.state}`);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('state_invalid');
    expect(setCookie(replay, 'access_token')).toBeUndefined();
  });

  it('a flow older than 10 minutes is refused as expired, and used up', async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    await testApp.db.query(
      `UPDATE oauth_flows SET expires_at = now() - interval '1 second' WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [flow.state],
    );
    const late = await flow.agent.get(flow.callbackPath);
    expect(late.status).toBe(400);
    expect(late.body).toEqual({
      error: 'state_expired',
      message: 'This sign-in took more than 10 minutes and has expired. Please start again from the login page.',
      provider: 'google',
    });
    expect(await flowCount(flow.state)).toBe(0);
  });

  it("a Google flow's state does not finish at the Facebook callback", async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    const crossed = await flow.agent.get(`/oauth2/callback/facebook${flow.callbackUrl.search}`);
    expect(crossed.status).toBe(400);
    expect(crossed.body.error).toBe('state_invalid');
  });

  it('sends a browser whose state failed to the login page of the language it was reading', async () => {
    signInAsSomeone();
    const flow = await startedFlow('/es/news/list/world');
    await testApp.db.query(`UPDATE oauth_flows SET expires_at = now() - interval '1 second' WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [flow.state]);
    const late = await flow.agent.get(flow.callbackPath).set('Accept', BROWSER_ACCEPT);
    expect(late.status).toBe(302);
    expect(late.headers.location).toBe('/es/user/login?oauth_error=state_expired&provider=google');
  });
});

describe('the code and the id_token are checked', () => {
  it('PKCE: a code exchanged without the right verifier is refused by the provider, and the sign-in fails cleanly', async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    await testApp.db.query(
      `UPDATE oauth_flows SET code_verifier = $2 WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [flow.state, 'x'.repeat(43)],
    );
    const callback = await flow.agent.get(flow.callbackPath);
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
    expect(setCookie(callback, 'access_token')).toBeUndefined();
  });

  it.each([
    ['another audience', (payload: Record<string, unknown>) => { payload.aud = 'someone-elses-client'; }],
    ['our audience among others, for another party', (payload: Record<string, unknown>) => { payload.aud = [GOOGLE_CLIENT_ID, 'other-client']; payload.azp = 'other-client'; }],
    ['another nonce', (payload: Record<string, unknown>) => { payload.nonce = 'not-the-nonce-we-sent'; }],
    ['no nonce', (payload: Record<string, unknown>) => { delete payload.nonce; }],
    ['another issuer', (payload: Record<string, unknown>) => { payload.iss = 'https://accounts.evil.example'; }],
    ['an expiry in the past', (payload: Record<string, unknown>) => { payload.exp = Math.floor(Date.now() / 1000) - 3600; }],
  ])('an id_token with %s is refused: 502, no session, no user', async (_label, change) => {
    signInAsSomeone();
    const users = await userCount();
    const flow = await startedFlow();
    provider.tamperNextIdToken(change);
    const callback = await flow.agent.get(flow.callbackPath);
    expect(callback.status).toBe(502);
    expect(callback.body).toEqual({ error: 'provider_error', message: 'Google could not complete the sign-in. Please try again, or sign in another way.', provider: 'google' });
    expect(setCookie(callback, 'access_token')).toBeUndefined();
    expect(await userCount()).toBe(users);
    expect((await flow.agent.get('/user/me')).status).toBe(401);
  });

  it("an id_token whose signature is not the issuer's is refused", async () => {
    signInAsSomeone();
    const flow = await startedFlow();
    provider.tamperNextTokenResponse((response) => {
      if (typeof response.body !== 'object') return;
      const [header, payload] = String(response.body.id_token).split('.');
      response.body.id_token = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    });
    const callback = await flow.agent.get(flow.callbackPath);
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
    expect(setCookie(callback, 'access_token')).toBeUndefined();
  });
});

describe('the person says no at the provider', () => {
  it('access_denied is answered as a cancelled sign-in, and uses the flow up', async () => {
    const flow = await startedFlow('/fr/news/list/world');
    const denied = `/oauth2/callback/google?error=access_denied&error_description=The+user+denied&state=${flow.state}`;
    const callback = await flow.agent.get(denied).set('Accept', BROWSER_ACCEPT);
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/fr/user/login?oauth_error=sign_in_cancelled&provider=google');
    expect(await flowCount(flow.state)).toBe(0);

    const json = await startedFlow();
    const answer = await json.agent.get(`/oauth2/callback/google?error=access_denied&state=${json.state}`);
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual({ error: 'sign_in_cancelled', message: 'Sign-in with Google was cancelled. You can try again, or sign in another way.', provider: 'google' });
  });

  it('any other provider error is a provider failure', async () => {
    const flow = await startedFlow();
    const callback = await flow.agent.get(`/oauth2/callback/google?error=server_error&state=${flow.state}`);
    expect(callback.status).toBe(502);
    expect(callback.body.error).toBe('provider_error');
  });
});

describe('signing in twice at once', () => {
  it('two first sign-ins of one Google account racing end as one user', async () => {
    const person = signInAsSomeone();
    const [a, b] = [await startedFlow(), await startedFlow()];
    const [first, second] = await Promise.all([a.agent.get(a.callbackPath), b.agent.get(b.callbackPath)]);
    expect([first.status, second.status]).toEqual([302, 302]);
    const ids = await Promise.all([a.agent.get('/user/me'), b.agent.get('/user/me')]);
    expect(ids[0]?.body.id).toBe(ids[1]?.body.id);
    const owners = await testApp.db.query("SELECT user_id FROM identities WHERE provider = 'google' AND provider_id = $1", [person.sub]);
    expect(owners).toHaveLength(1);
  });
});

