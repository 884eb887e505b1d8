import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFromCookie } from '../../shared/account-cookies';
import { freshIp, insertNewUser, setCookie, uniqueEmail } from '../support/accounts';
import { GOOGLE_CLIENT_ID, signInThroughProvider, startLocalProvider, type LocalProvider } from '../support/oidc-provider';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:3998';

let provider: LocalProvider;
let testApp: TestApp;
beforeAll(async () => {
  provider = await startLocalProvider();
  testApp = await createTestApp({ publicOrigin: ORIGIN, oauth: { google: provider.google() } });
});
afterAll(async () => {
  await testApp.close();
  await provider.stop();
});

let subjects = 0;
function googleUser(email = uniqueEmail('google'), verified = true) {
  subjects += 1;
  return { sub: `google-sub-${process.pid}-${subjects}`, email, email_verified: verified, name: 'Ada Lovelace', given_name: 'Ada', family_name: 'Lovelace', picture: 'https://images.example.com/ada.png' };
}

async function identitiesOf(userId: string) {
  return testApp.db.query<{ provider: string; provider_id: string; verified: boolean }>(
    'SELECT provider, provider_id, verified FROM identities WHERE user_id = $1 ORDER BY provider',
    [userId],
  );
}

async function auditKinds(userId: string): Promise<string[]> {
  const rows = await testApp.db.query<{ kind: string }>('SELECT kind FROM audit_events WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => row.kind);
}

describe('GET /oauth2/authorize/google', () => {
  it('sends the browser to the discovered authorization endpoint with PKCE (S256), state and nonce, and keeps the state in an HttpOnly cookie', async () => {
    const start = await request(testApp.app).get('/oauth2/authorize/google').query({ redirect_uri: '/en/news/list/trending' }).set('X-Forwarded-For', freshIp());
    expect(start.status).toBe(302);
    expect(start.headers['cache-control']).toBe('no-store');
    const to = new URL(start.headers.location ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(`${provider.issuer}/authorize`);
    const query = Object.fromEntries(to.searchParams);
    expect(query).toMatchObject({
      client_id: GOOGLE_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${ORIGIN}/oauth2/callback/google`,
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(query.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(query.nonce).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const cookie = setCookie(start, 'oauth_state');
    expect(cookie?.value).toBe(query.state);
    expect(cookie?.attributes).toMatchObject({ path: '/oauth2/callback', httponly: '', samesite: 'Lax', 'max-age': '600' });
    expect(cookie?.attributes).not.toHaveProperty('secure');

    // The flow waits on the server under the state's hash, with the verifier the provider never saw.
    const [flow] = await testApp.db.query<{ provider: string; code_verifier: string; nonce: string; return_path: string; ttl: number }>(
      `SELECT provider, code_verifier, nonce, return_path, extract(epoch FROM expires_at - created_at)::int AS ttl
       FROM oauth_flows WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [query.state],
    );
    expect(flow).toMatchObject({ provider: 'google', nonce: query.nonce, return_path: '/en/news/list/trending' });
    expect(flow?.ttl).toBeGreaterThanOrEqual(599);
    expect(flow?.ttl).toBeLessThanOrEqual(600);
    expect(flow?.code_verifier).not.toBe(query.code_challenge);
  });

  it('marks the state cookie Secure when the request came over HTTPS through the proxy', async () => {
    const start = await request(testApp.app).get('/oauth2/authorize/google').set('X-Forwarded-For', freshIp()).set('X-Forwarded-Proto', 'https');
    expect(start.status).toBe(302);
    expect(setCookie(start, 'oauth_state')?.attributes).toHaveProperty('secure');
  });
});

describe('a first Google sign-in', () => {
  it('creates the user with the Google identity and the verified email, opens a session as login does, and returns to redirect_uri', async () => {
    const person = googleUser();
    provider.signInAs(person);
    const { agent, callbackUrl, callback } = await signInThroughProvider(testApp.app, 'google', '/fr/news/list/world?page=2');

    expect(callbackUrl.origin).toBe(ORIGIN);
    expect(callbackUrl.pathname).toBe('/oauth2/callback/google');
    expect(callback.status).toBe(302);
    expect(callback.headers.location).toBe('/fr/news/list/world?page=2');
    expect(callback.headers['cache-control']).toBe('no-store');

    // The cookies of a signed-in browser, exactly as email login sets them.
    const session = setCookie(callback, 'access_token');
    expect(session?.attributes).toMatchObject({ path: '/', httponly: '', samesite: 'Lax' });
    expect(setCookie(callback, 'authenticated')?.value).toBe('true');
    expect(setCookie(callback, 'XSRF-TOKEN')?.value).toMatch(/\S/);
    expect(setCookie(callback, 'oauth_state')?.value).toBe('');
    const cookieUser = userFromCookie(setCookie(callback, 'user_info')?.value);
    expect(cookieUser).toMatchObject({ provider: 'google', providerId: person.sub, email: person.email, emailVerified: true, name: 'Ada Lovelace' });

    const me = await agent.get('/user/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: person.email,
      emailVerified: true,
      imageUrl: 'https://images.example.com/ada.png',
      provider: 'google',
      providerId: person.sub,
      roles: ['user'],
      phone: null,
      lang: 'fr',
    });

    const userId = me.body.id as string;
    const [user] = await testApp.db.query<{ password_hash: string | null; contact_email: string | null }>('SELECT password_hash, contact_email FROM users WHERE id = $1', [userId]);
    expect(user).toEqual({ password_hash: null, contact_email: null });
    expect(await identitiesOf(userId)).toEqual([
      { provider: 'email', provider_id: person.email, verified: true },
      { provider: 'google', provider_id: person.sub, verified: true },
    ]);
    expect(await auditKinds(userId)).toEqual(['signup', 'login']);
    // The flow was used up.
    const flows = await testApp.db.query(`SELECT 1 FROM oauth_flows WHERE state_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [callbackUrl.searchParams.get('state')]);
    expect(flows).toEqual([]);
  });

  it('an email the provider does not vouch for is kept to show, never made a sign-in identity', async () => {
    const person = googleUser(uniqueEmail('unverified'), false);
    provider.signInAs(person);
    const { agent, callback } = await signInThroughProvider(testApp.app, 'google');
    expect(callback.status).toBe(302);
    const me = await agent.get('/user/me');
    expect(me.body).toMatchObject({ email: person.email, emailVerified: false, provider: 'google' });
    expect(await identitiesOf(me.body.id as string)).toEqual([{ provider: 'google', provider_id: person.sub, verified: true }]);
  });
});

describe('a returning Google user', () => {
  it('signs into the same user, with a new session, and makes no second user', async () => {
    const person = googleUser();
    provider.signInAs(person);
    const first = await signInThroughProvider(testApp.app, 'google');
    const firstMe = await first.agent.get('/user/me');
    const [{ users: before } = { users: 0 }] = await testApp.db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');

    // Another browser, the same Google account, even with a new name at Google.
    provider.signInAs({ ...person, name: 'Ada King' });
    const second = await signInThroughProvider(testApp.app, 'google', '/en/news/archive');
    expect(second.callback.headers.location).toBe('/en/news/archive');
    const secondMe = await second.agent.get('/user/me');
    expect(secondMe.body.id).toBe(firstMe.body.id);
    expect(secondMe.body.name).toBe('Ada Lovelace');
    expect(setCookie(second.callback, 'access_token')?.value).not.toBe(setCookie(first.callback, 'access_token')?.value);

    const [{ users: after } = { users: 0 }] = await testApp.db.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
    expect(after).toBe(before);
    expect(await auditKinds(firstMe.body.id as string)).toEqual(['signup', 'login', 'login']);
    const [identity] = await testApp.db.query<{ last_login_at: Date | null }>("SELECT last_login_at FROM identities WHERE provider = 'google' AND provider_id = $1", [person.sub]);
    expect(identity?.last_login_at).not.toBeNull();
  });
});

describe('linking by verified email', () => {
  it('joins the Google account to the user whose verified email it is, who keeps their password and data', async () => {
    const existing = await insertNewUser(testApp.db, { name: 'Grace Hopper', email: uniqueEmail('grace') });
    const person = { ...googleUser(existing.email?.toUpperCase()), name: 'Grace B. Hopper' };
    provider.signInAs(person);
    const { agent, callback } = await signInThroughProvider(testApp.app, 'google');
    expect(callback.status).toBe(302);

    const me = await agent.get('/user/me');
    expect(me.body).toMatchObject({ id: existing.userId, name: 'Grace Hopper', provider: 'google', providerId: person.sub, email: existing.email, emailVerified: true });
    expect(await identitiesOf(existing.userId)).toEqual([
      { provider: 'email', provider_id: existing.email, verified: true },
      { provider: 'google', provider_id: person.sub, verified: true },
    ]);
    expect(await auditKinds(existing.userId)).toEqual(['identity-linked', 'login']);

    // The password still works, for the same user.
    const login = await request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: existing.email, password: existing.password });
    expect(login.status).toBe(200);
    expect(login.body.userPrincipal.id).toBe(existing.userId);
  });

  it('never links on an email Google does not call verified: a new user is made and the owner of the address is untouched', async () => {
    const existing = await insertNewUser(testApp.db, { email: uniqueEmail('owner') });
    const person = googleUser(existing.email ?? '', false);
    provider.signInAs(person);
    const { agent } = await signInThroughProvider(testApp.app, 'google');
    const me = await agent.get('/user/me');
    expect(me.status).toBe(200);
    expect(me.body.id).not.toBe(existing.userId);
    expect(me.body).toMatchObject({ email: existing.email, emailVerified: false });
    expect(await identitiesOf(existing.userId)).toEqual([{ provider: 'email', provider_id: existing.email, verified: true }]);
    expect(await auditKinds(existing.userId)).toEqual([]);
  });

  it('does not link to an address whose email identity is unverified, and leaves that identity alone', async () => {
    const email = uniqueEmail('unproved');
    const unproved = await insertNewUser(testApp.db, { email: null });
    await testApp.db.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'email', $2, false)`, [unproved.userId, email]);
    const person = googleUser(email);
    provider.signInAs(person);
    const { agent, callback } = await signInThroughProvider(testApp.app, 'google');
    expect(callback.status).toBe(302);
    const me = await agent.get('/user/me');
    expect(me.body.id).not.toBe(unproved.userId);
    expect(me.body).toMatchObject({ email, emailVerified: false, provider: 'google' });
    expect(await identitiesOf(me.body.id as string)).toEqual([{ provider: 'google', provider_id: person.sub, verified: true }]);
    expect(await identitiesOf(unproved.userId)).toEqual([{ provider: 'email', provider_id: email, verified: false }]);
  });
});
