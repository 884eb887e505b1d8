import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import request, { type Response } from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../server/api/auth/auth-rate-limits';
import { PASSKEY_API, PASSKEY_LIMITS } from '../../shared/passkeys';
import { freshIp, insertNewUser, setCookie, type TestUser } from '../support/accounts';
import { openApiChecker } from '../support/openapi-check';
import { SoftwareAuthenticator, type Twists } from '../support/software-authenticator';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInAgent, type SignedInAgent } from '../support/api-sign-in';

/**
 * Passkeys through the API (decision 022), with real credentials: a software
 * authenticator signs with node:crypto (ES256, 'none' attestation), and @simplewebauthn/server
 * checks every answer. Runs on PGlite, and on PostgreSQL with TEST_DB=postgres.
 */

const ORIGIN = 'https://www.xnews.com';
const RP_ID = 'www.xnews.com';

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
beforeAll(async () => {
  testApp = await createTestApp({ publicOrigin: ORIGIN });
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
});
afterAll(() => testApp.close());

type Method = 'get' | 'post' | 'patch' | 'delete';
const ONE = `${PASSKEY_API.mine}/{id}`;

/** The status this case is about, and a body the OpenAPI document describes. */
function expectAnswer(response: Response, status: number, method: Method, path: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expectMatchesOpenApi(response, method, path);
}

type Browser = SignedInAgent;

const signedIn = async (user?: TestUser): Promise<Browser> => signedInAgent(testApp.app, user ?? (await insertNewUser(testApp.db)));

const write = (browser: Browser, method: Method, path: string) => browser.agent[method](path).set('X-XSRF-TOKEN', browser.xsrf).set('X-Forwarded-For', freshIp());

async function registrationOptions(browser: Browser): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const response = await write(browser, 'post', PASSKEY_API.registrationOptions);
  expectAnswer(response, 200, 'post', PASSKEY_API.registrationOptions);
  return response.body as PublicKeyCredentialCreationOptionsJSON;
}

/** Options, then the authenticator's credential: the answer to the second call. */
async function register(browser: Browser, authenticator: SoftwareAuthenticator, name = 'My laptop', twists: Twists = {}): Promise<Response> {
  const options = await registrationOptions(browser);
  return write(browser, 'post', PASSKEY_API.mine).send({ name, response: authenticator.register(options, ORIGIN, twists) });
}

async function registered(browser: Browser, name = 'My laptop'): Promise<{ authenticator: SoftwareAuthenticator; id: string }> {
  const authenticator = new SoftwareAuthenticator();
  const response = await register(browser, authenticator, name);
  expectAnswer(response, 201, 'post', PASSKEY_API.mine);
  return { authenticator, id: response.body.id as string };
}

/** A browser with no session that starts a passkey sign-in. */
async function signInStarted(ip = freshIp()) {
  const agent = request.agent(testApp.app);
  const response = await agent.post(PASSKEY_API.authenticationOptions).set('X-Forwarded-For', ip);
  expectAnswer(response, 200, 'post', PASSKEY_API.authenticationOptions);
  const options = response.body as PublicKeyCredentialRequestOptionsJSON;
  const answer = (assertion: unknown) => agent.post(PASSKEY_API.authentication).set('X-Forwarded-For', freshIp()).send({ response: assertion });
  return { agent, options, answer, cookie: setCookie(response, 'passkey_sign_in') };
}

async function storedPasskey(credentialId: string) {
  const [row] = await testApp.db.query<{ user_id: string; name: string; counter: string; transports: string[]; public_key: Uint8Array; last_used_at: Date | null }>(
    'SELECT user_id::text AS user_id, name, counter::text AS counter, transports, public_key, last_used_at FROM passkeys WHERE credential_id = $1',
    [credentialId],
  );
  return row;
}

async function auditKinds(userId: string): Promise<string[]> {
  const rows = await testApp.db.query<{ kind: string }>('SELECT kind FROM audit_events WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => row.kind);
}

describe('registering a passkey', () => {
  it('asks for a discoverable, user-verified credential for PUBLIC_ORIGIN, keeps its challenge server-side for 5 minutes, and stores the credential', async () => {
    const browser = await signedIn();
    const response = await write(browser, 'post', PASSKEY_API.registrationOptions);
    expectAnswer(response, 200, 'post', PASSKEY_API.registrationOptions);
    const options = response.body as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp).toEqual({ name: 'xnews', id: RP_ID });
    expect(options.authenticatorSelection).toEqual({ residentKey: 'required', requireResidentKey: true, userVerification: 'required' });
    expect(options.attestation).toBe('none');
    expect(options.user.name).toBe(browser.user.email);
    expect(options.excludeCredentials).toEqual([]);
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = setCookie(response, 'passkey_registration');
    expect(cookie?.attributes).toMatchObject({ httponly: '', samesite: 'Strict', path: PASSKEY_API.mine, 'max-age': '300' });
    // The challenge is not in the cookie: only a random id, whose hash names the stored row.
    expect(cookie?.value).not.toContain(options.challenge);
    const [row] = await testApp.db.query<{ challenge: string; ttl: number; user_id: string }>(
      `SELECT challenge, user_id::text AS user_id, extract(epoch FROM expires_at - created_at)::int AS ttl FROM passkey_challenges WHERE ceremony = 'registration' AND user_id = $1`,
      [browser.user.userId],
    );
    expect(row).toEqual({ challenge: options.challenge, user_id: browser.user.userId, ttl: 300 });

    const authenticator = new SoftwareAuthenticator();
    const created = await write(browser, 'post', PASSKEY_API.mine).send({ name: '  Work laptop  ', response: authenticator.register(options, ORIGIN) });
    expectAnswer(created, 201, 'post', PASSKEY_API.mine);
    expect(created.body).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Work laptop', createdAt: expect.any(String), lastUsedAt: null });
    expect(Date.now() - Date.parse(created.body.createdAt)).toBeLessThan(60_000);
    const stored = await storedPasskey(authenticator.credentialId);
    expect(stored).toMatchObject({ user_id: browser.user.userId, name: 'Work laptop', counter: '0', transports: ['internal'], last_used_at: null });
    expect(stored?.public_key.length).toBeGreaterThan(60);
    // Used once: the row is gone, and the cookie is cleared.
    await expect(testApp.db.query('SELECT 1 FROM passkey_challenges WHERE user_id = $1', [browser.user.userId])).resolves.toEqual([]);
    expect(setCookie(created, 'passkey_registration')?.attributes.expires).toMatch(/1970/);
    expect(await auditKinds(browser.user.userId)).toContain('passkey-added');

    // The next registration excludes it, so the browser will not make a second one on that authenticator.
    const next = await registrationOptions(browser);
    expect(next.excludeCredentials).toEqual([{ id: authenticator.credentialId, type: 'public-key', transports: ['internal'] }]);
  });

  it('lists the passkeys, oldest first, with when each was made and last used; renames one', async () => {
    const browser = await signedIn();
    const first = await registered(browser, 'Phone');
    const second = await registered(browser, 'Laptop');
    const list = await browser.agent.get(PASSKEY_API.mine);
    expectAnswer(list, 200, 'get', PASSKEY_API.mine);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body.passkeys.map((passkey: { id: string; name: string }) => [passkey.id, passkey.name])).toEqual([
      [first.id, 'Phone'],
      [second.id, 'Laptop'],
    ]);

    const renamed = await write(browser, 'patch', PASSKEY_API.one(first.id)).send({ name: ' Pixel 9 ' });
    expectAnswer(renamed, 200, 'patch', ONE);
    expect(renamed.body).toMatchObject({ id: first.id, name: 'Pixel 9' });
    expect((await storedPasskey(first.authenticator.credentialId))?.name).toBe('Pixel 9');
  });

  it('refuses the same credential twice, whoever registers it, and more than the limit per account', async () => {
    const browser = await signedIn();
    const { authenticator } = await registered(browser);
    const again = await register(browser, authenticator);
    expectAnswer(again, 409, 'post', PASSKEY_API.mine);
    expect(again.body.error).toBe('passkey_exists');
    const other = await signedIn();
    const stolen = await register(other, authenticator);
    expectAnswer(stolen, 409, 'post', PASSKEY_API.mine);
    expect((await storedPasskey(authenticator.credentialId))?.user_id).toBe(browser.user.userId);

    const full = await signedIn();
    const fillers = Array.from({ length: PASSKEY_LIMITS.perUser }, (_, index) => index);
    await testApp.db.query(
      `INSERT INTO passkeys (user_id, credential_id, public_key, name, device_type, backed_up)
       SELECT $1, 'filler' || n || 'xxxxxxxxxxxxxxxxxx', '\\x00'::bytea, 'Filler', 'singleDevice', false FROM unnest($2::int[]) AS n`,
      [full.user.userId, fillers],
    );
    const refused = await write(full, 'post', PASSKEY_API.registrationOptions);
    expectAnswer(refused, 409, 'post', PASSKEY_API.registrationOptions);
    expect(refused.body.error).toBe('passkey_limit');
  });

  it('refuses a credential made for another origin or relying party, or without user verification', async () => {
    const browser = await signedIn();
    for (const twists of [{ origin: 'https://evil.example' }, { origin: 'http://www.xnews.com' }, { rpId: 'evil.example' }, { userVerified: false }, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }]) {
      const authenticator = new SoftwareAuthenticator();
      const response = await register(browser, authenticator, 'Laptop', twists);
      expectAnswer(response, 400, 'post', PASSKEY_API.mine);
      expect(response.body.error, JSON.stringify(twists)).toBe('passkey_not_verified');
      expect(await storedPasskey(authenticator.credentialId)).toBeUndefined();
    }
  });
});

describe('signing in with a passkey', () => {
  it('opens the same session as the password login: HttpOnly cookie, anti-forgery token, accessToken; records the use and the counter', async () => {
    const owner = await signedIn();
    const { authenticator, id } = await registered(owner, 'Laptop');
    const { agent, options, answer, cookie } = await signInStarted();
    expect(options.rpId).toBe(RP_ID);
    expect(options.userVerification).toBe('required');
    // No account named: the browser offers whichever passkey it has (the autofill, too).
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(cookie?.attributes).toMatchObject({ httponly: '', samesite: 'Strict', path: '/api/public/auth/passkeys', 'max-age': '300' });

    const response = await answer(authenticator.assert(options, ORIGIN));
    expectAnswer(response, 200, 'post', PASSKEY_API.authentication);
    expect(response.body.userPrincipal).toMatchObject({ id: owner.user.userId, email: owner.user.email });
    expect(response.headers['cache-control']).toBe('no-store');
    const session = setCookie(response, 'access_token');
    expect(session?.value).toBe(response.body.accessToken);
    expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });
    expect(setCookie(response, 'authenticated')?.value).toBe('true');
    expect(setCookie(response, 'XSRF-TOKEN')?.value).toBeTruthy();
    expect(setCookie(response, 'passkey_sign_in')?.attributes.expires).toMatch(/1970/);

    const me = await agent.get('/user/me');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(owner.user.userId);
    const stored = await storedPasskey(authenticator.credentialId);
    expect(stored?.counter).toBe('1');
    expect(stored?.last_used_at).not.toBeNull();
    const list = await owner.agent.get(PASSKEY_API.mine);
    expect(list.body.passkeys.find((passkey: { id: string }) => passkey.id === id).lastUsedAt).toEqual(expect.any(String));
    expect(await auditKinds(owner.user.userId)).toEqual(['login', 'passkey-added', 'login']);
  });

  it('refuses a replayed assertion: its challenge was used, with or without the ceremony cookie, and a fresh challenge does not match it', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    const { options, answer, cookie } = await signInStarted();
    const assertion = authenticator.assert(options, ORIGIN);
    const first = await answer(assertion);
    expectAnswer(first, 200, 'post', PASSKEY_API.authentication);

    // The same browser again (now signed in, so with its anti-forgery header): its ceremony cookie was cleared.
    const again = await answer(assertion).set('X-XSRF-TOKEN', setCookie(first, 'XSRF-TOKEN')?.value ?? '');
    expectAnswer(again, 400, 'post', PASSKEY_API.authentication);
    expect(again.body.error).toBe('passkey_challenge_invalid');
    // Someone who copied the cookie: the challenge row is gone.
    const copied = await request(testApp.app)
      .post(PASSKEY_API.authentication)
      .set('X-Forwarded-For', freshIp())
      .set('Cookie', `passkey_sign_in=${cookie?.value ?? ''}`)
      .send({ response: assertion });
    expectAnswer(copied, 400, 'post', PASSKEY_API.authentication);
    expect(copied.body.error).toBe('passkey_challenge_invalid');
    // Sent with a new challenge of its own: it signed the old one.
    const fresh = await signInStarted();
    const replayed = await fresh.answer(assertion);
    expectAnswer(replayed, 401, 'post', PASSKEY_API.authentication);
    expect(replayed.body.error).toBe('passkey_refused');
  });

  it('refuses a challenge that expired, and uses it up all the same', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    const { options, answer } = await signInStarted();
    await testApp.db.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [options.challenge]);
    const late = await answer(authenticator.assert(options, ORIGIN));
    expectAnswer(late, 400, 'post', PASSKEY_API.authentication);
    expect(late.body.error).toBe('passkey_challenge_expired');
    await expect(testApp.db.query('SELECT 1 FROM passkey_challenges WHERE challenge = $1', [options.challenge])).resolves.toEqual([]);

    const registrationBrowser = await signedIn();
    const creation = await registrationOptions(registrationBrowser);
    await testApp.db.query(`UPDATE passkey_challenges SET expires_at = now() - interval '1 second' WHERE challenge = $1`, [creation.challenge]);
    const lateRegistration = await write(registrationBrowser, 'post', PASSKEY_API.mine).send({ name: 'Late', response: new SoftwareAuthenticator().register(creation, ORIGIN) });
    expectAnswer(lateRegistration, 400, 'post', PASSKEY_API.mine);
    expect(lateRegistration.body.error).toBe('passkey_challenge_expired');
  });

  it('refuses an assertion made for another origin or relying party, without user verification, or naming another account', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    const other = await signedIn();
    const otherHandle = Buffer.from(other.user.userId.replaceAll('-', ''), 'hex').toString('base64url');
    for (const twists of [{ origin: 'https://evil.example' }, { origin: 'https://xnews.com' }, { rpId: 'evil.example' }, { userVerified: false }, { userHandle: otherHandle }]) {
      const { options, answer } = await signInStarted();
      const response = await answer(authenticator.assert(options, ORIGIN, twists));
      expectAnswer(response, 401, 'post', PASSKEY_API.authentication);
      expect(response.body.error, JSON.stringify(twists)).toBe('passkey_refused');
      expect(setCookie(response, 'access_token')).toBeUndefined();
    }
    expect((await storedPasskey(authenticator.credentialId))?.last_used_at).toBeNull();
    expect((await auditKinds(owner.user.userId)).filter((kind) => kind === 'login-failed')).toHaveLength(5);
  });

  it('refuses a signature counter that did not go up (a cloned authenticator), and keeps the stored one', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    for (let use = 0; use < 3; use += 1) {
      const { options, answer } = await signInStarted();
      expectAnswer(await answer(authenticator.assert(options, ORIGIN)), 200, 'post', PASSKEY_API.authentication);
    }
    expect((await storedPasskey(authenticator.credentialId))?.counter).toBe('3');
    for (const counter of [3, 2, 0]) {
      const { options, answer } = await signInStarted();
      const response = await answer(authenticator.assert(options, ORIGIN, { counter }));
      expectAnswer(response, 401, 'post', PASSKEY_API.authentication);
    }
    expect((await storedPasskey(authenticator.credentialId))?.counter).toBe('3');
    const { options, answer } = await signInStarted();
    expectAnswer(await answer(authenticator.assert(options, ORIGIN, { counter: 10 })), 200, 'post', PASSKEY_API.authentication);
    expect((await storedPasskey(authenticator.credentialId))?.counter).toBe('10');
  });

  it('refuses a removed passkey, and one never registered', async () => {
    const owner = await signedIn();
    const { authenticator, id } = await registered(owner);
    const removed = await write(owner, 'delete', PASSKEY_API.one(id));
    expectAnswer(removed, 204, 'delete', ONE);
    expect(await storedPasskey(authenticator.credentialId)).toBeUndefined();
    expect(await auditKinds(owner.user.userId)).toContain('passkey-removed');
    const { options, answer } = await signInStarted();
    const response = await answer(authenticator.assert(options, ORIGIN));
    expectAnswer(response, 401, 'post', PASSKEY_API.authentication);
    expect(response.body.error).toBe('passkey_refused');

    const stranger = new SoftwareAuthenticator();
    stranger.register(await registrationOptions(await signedIn()), ORIGIN);
    const unknown = await signInStarted();
    expectAnswer(await unknown.answer(stranger.assert(unknown.options, ORIGIN)), 401, 'post', PASSKEY_API.authentication);
  });

  it('refuses an answer with no ceremony cookie, or the cookie of a registration', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    const { options } = await signInStarted();
    const bare = await request(testApp.app).post(PASSKEY_API.authentication).set('X-Forwarded-For', freshIp()).send({ response: authenticator.assert(options, ORIGIN) });
    expectAnswer(bare, 400, 'post', PASSKEY_API.authentication);
    expect(bare.body.error).toBe('passkey_challenge_invalid');

    // A registration's challenge signs nobody in, and one user's registration cannot be finished by another.
    const registering = await write(owner, 'post', PASSKEY_API.registrationOptions);
    const ceremony = setCookie(registering, 'passkey_registration')?.value ?? '';
    const crossed = await request(testApp.app)
      .post(PASSKEY_API.authentication)
      .set('X-Forwarded-For', freshIp())
      .set('Cookie', `passkey_sign_in=${ceremony}`)
      .send({ response: authenticator.assert({ challenge: registering.body.challenge, rpId: RP_ID }, ORIGIN) });
    expectAnswer(crossed, 400, 'post', PASSKEY_API.authentication);
    const other = await signedIn();
    const hijack = await request(testApp.app)
      .post(PASSKEY_API.mine)
      .set('Authorization', `Bearer ${other.token}`)
      .set('Cookie', `passkey_registration=${ceremony}`)
      .send({ name: 'Mine now', response: new SoftwareAuthenticator().register(registering.body, ORIGIN) });
    expectAnswer(hijack, 400, 'post', PASSKEY_API.mine);
    expect(hijack.body.error).toBe('passkey_challenge_invalid');
  });
});

describe('the rules of every passkey call', () => {
  it('require a session for the account calls (401), and take a bearer token', async () => {
    const anonymous = () => request(testApp.app);
    expectAnswer(await anonymous().get(PASSKEY_API.mine), 401, 'get', PASSKEY_API.mine);
    expectAnswer(await anonymous().post(PASSKEY_API.registrationOptions), 401, 'post', PASSKEY_API.registrationOptions);
    expectAnswer(await anonymous().post(PASSKEY_API.mine).send({ name: 'x', response: {} }), 401, 'post', PASSKEY_API.mine);
    expectAnswer(await anonymous().patch(PASSKEY_API.one('1')).send({ name: 'x' }), 401, 'patch', ONE);
    expectAnswer(await anonymous().delete(PASSKEY_API.one('1')), 401, 'delete', ONE);
    const ended = await signedIn();
    await ended.agent.post('/api/public/auth/logout').set('X-XSRF-TOKEN', ended.xsrf);
    expectAnswer(await anonymous().get(PASSKEY_API.mine).set('Authorization', `Bearer ${ended.token}`), 401, 'get', PASSKEY_API.mine);

    const browser = await signedIn();
    const bearer = { Authorization: `Bearer ${browser.token}` };
    expectAnswer(await anonymous().get(PASSKEY_API.mine).set(bearer), 200, 'get', PASSKEY_API.mine);
    expectAnswer(await anonymous().post(PASSKEY_API.registrationOptions).set(bearer), 200, 'post', PASSKEY_API.registrationOptions);
  });

  it('require the anti-forgery header on every change made with the session cookie (403)', async () => {
    const browser = await signedIn();
    const { id } = await registered(browser);
    const bare = (method: Method, path: string) => browser.agent[method](path).set('X-Forwarded-For', freshIp());
    expectAnswer(await bare('post', PASSKEY_API.registrationOptions), 403, 'post', PASSKEY_API.registrationOptions);
    expectAnswer(await bare('post', PASSKEY_API.mine).send({ name: 'x', response: {} }), 403, 'post', PASSKEY_API.mine);
    expectAnswer(await bare('patch', PASSKEY_API.one(id)).send({ name: 'Renamed' }), 403, 'patch', ONE);
    expectAnswer(await bare('delete', PASSKEY_API.one(id)).set('X-XSRF-TOKEN', 'forged'), 403, 'delete', ONE);
    // A signed-in browser's sign-in calls are cookie-authenticated too.
    expectAnswer(await bare('post', PASSKEY_API.authenticationOptions), 403, 'post', PASSKEY_API.authenticationOptions);
    expect((await browser.agent.get(PASSKEY_API.mine)).body.passkeys).toEqual([expect.objectContaining({ id, name: 'My laptop' })]);
  });

  it('answer 400 {error, message, parameter} to bad input', async () => {
    const browser = await signedIn();
    const { authenticator, id } = await registered(browser);
    const options = await registrationOptions(browser);
    const credential = new SoftwareAuthenticator().register(options, ORIGIN);
    const cases: [unknown, string][] = [
      [{ response: credential }, 'name'],
      [{ name: '   ', response: credential }, 'name'],
      [{ name: 'x'.repeat(PASSKEY_LIMITS.name + 1), response: credential }, 'name'],
      [{ name: 'Tab\there', response: credential }, 'name'],
      [{ name: 42, response: credential }, 'name'],
      [{ name: 'Laptop' }, 'response'],
      [{ name: 'Laptop', response: 'nope' }, 'response'],
      [{ name: 'Laptop', response: { ...credential, id: 'not base64url!' } }, 'response'],
      [{ name: 'Laptop', response: { ...credential, type: 'password' } }, 'response'],
      [{ name: 'Laptop', response: { ...credential, response: { ...credential.response, clientDataJSON: 'x'.repeat(5000) } } }, 'response'],
    ];
    for (const [body, parameter] of cases) {
      const response = await write(browser, 'post', PASSKEY_API.mine).send(body as object);
      expectAnswer(response, 400, 'post', PASSKEY_API.mine);
      expect(response.body, JSON.stringify(body).slice(0, 200)).toMatchObject({ error: 'invalid_parameter', message: expect.any(String), parameter });
    }
    expectAnswer(await write(browser, 'post', PASSKEY_API.mine).type('text/plain').send('hello'), 415, 'post', PASSKEY_API.mine);
    expectAnswer(await write(browser, 'post', PASSKEY_API.mine).type('json').send('[1]'), 400, 'post', PASSKEY_API.mine);

    for (const [path, body] of [
      [PASSKEY_API.one('abc'), { name: 'x' }],
      [PASSKEY_API.one('0'), { name: 'x' }],
      [PASSKEY_API.one(id), { name: '' }],
      [PASSKEY_API.one(id), {}],
    ] as const) {
      const response = await write(browser, 'patch', path).send(body);
      expectAnswer(response, 400, 'patch', ONE);
      expect(response.body.parameter).toBe(path === PASSKEY_API.one(id) ? 'name' : 'id');
    }
    expectAnswer(await write(browser, 'delete', PASSKEY_API.one('1e3')), 400, 'delete', ONE);

    const { answer } = await signInStarted();
    for (const assertion of [undefined, 'x', { ...authenticator.assert(options as never, ORIGIN), response: null }, { id: 'abc' }]) {
      const response = await answer(assertion);
      expectAnswer(response, 400, 'post', PASSKEY_API.authentication);
      expect(response.body).toMatchObject({ error: 'invalid_parameter', parameter: expect.any(String) });
    }
  });

  it("cannot rename or remove another account's passkey (404, and it stays as it was)", async () => {
    const owner = await signedIn();
    const { authenticator, id } = await registered(owner, 'Owner’s key');
    const intruder = await signedIn();
    const rename = await write(intruder, 'patch', PASSKEY_API.one(id)).send({ name: 'Mine' });
    expectAnswer(rename, 404, 'patch', ONE);
    const remove = await write(intruder, 'delete', PASSKEY_API.one(id));
    expectAnswer(remove, 404, 'delete', ONE);
    expect((await intruder.agent.get(PASSKEY_API.mine)).body.passkeys).toEqual([]);
    expect(await storedPasskey(authenticator.credentialId)).toMatchObject({ user_id: owner.user.userId, name: 'Owner’s key' });
    expectAnswer(await write(owner, 'delete', PASSKEY_API.one('999999999')), 404, 'delete', ONE);
  });

  it('limit the sign-in starts per network and the calls per account (429 with Retry-After)', async () => {
    const ip = freshIp();
    for (let call = 0; call < AUTH_RATE_LIMITS.passkeyStartsPerIp.limit; call += 1) {
      expect((await request(testApp.app).post(PASSKEY_API.authenticationOptions).set('X-Forwarded-For', ip)).status).toBe(200);
    }
    const limited = await request(testApp.app).post(PASSKEY_API.authenticationOptions).set('X-Forwarded-For', ip);
    expectAnswer(limited, 429, 'post', PASSKEY_API.authenticationOptions);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const browser = await signedIn();
    for (let call = 0; call < AUTH_RATE_LIMITS.passkeysPerAccount.limit; call += 1) {
      expect((await browser.agent.get(PASSKEY_API.mine).set('X-Forwarded-For', freshIp())).status).toBe(200);
    }
    const tooMany = await browser.agent.get(PASSKEY_API.mine).set('X-Forwarded-For', freshIp());
    expectAnswer(tooMany, 429, 'get', PASSKEY_API.mine);
    // Counted per account, not per network: another account is not held up.
    expectAnswer(await (await signedIn()).agent.get(PASSKEY_API.mine), 200, 'get', PASSKEY_API.mine);
  });

  it('go with the account: deleting a user deletes their passkeys and open challenges', async () => {
    const owner = await signedIn();
    const { authenticator } = await registered(owner);
    await registrationOptions(owner);
    await testApp.db.query('DELETE FROM users WHERE id = $1', [owner.user.userId]);
    expect(await storedPasskey(authenticator.credentialId)).toBeUndefined();
    await expect(testApp.db.query('SELECT 1 FROM passkey_challenges WHERE user_id = $1', [owner.user.userId])).resolves.toEqual([]);
  });
});
