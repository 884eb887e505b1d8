import { generate } from 'otplib';
import request, { type Response } from 'supertest';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_LIMITS } from '../../server/api/auth/auth-rate-limits';
import { sha256Hex } from '../../server/services/secrets/secret-values';
import { ACCOUNT_DATA_API } from '../../shared/account-data';
import { DESK_API } from '../../shared/desk-api';
import { TOTP_API, TOTP_MESSAGES, type TotpEnrolment } from '../../shared/totp';
import { freshIp, insertNewUser, setCookie, type TestUser } from '../support/accounts';
import { openApiChecker } from '../support/openapi-check';
import { createTestApp, type TestApp } from '../support/test-app';
import { signedInAgent, type SignedInAgent } from '../support/api-sign-in';

/**
 * TOTP as a second factor through the API (decision 034): enrolment, confirmation, step-up of a
 * password session, recovery codes, turning it off, the limits, and the desk that a raised
 * session opens (decision 033). Codes are made by otplib from the secret the API answers. Time
 * is Date faked and moved by whole 30-second steps, so no test waits for a new code. Runs on
 * PGlite, and on PostgreSQL with TEST_DB=postgres.
 */

const STEP_MS = 30_000;
/** 10 s into a step, near the real time: sessions and their expiry stay plausible to the database. */
const BASE = Math.floor(Date.now() / STEP_MS) * STEP_MS + 10_000;

let testApp: TestApp;
let expectMatchesOpenApi: ReturnType<typeof openApiChecker>;
beforeAll(async () => {
  testApp = await createTestApp();
  expectMatchesOpenApi = openApiChecker((await request(testApp.app).get('/api/openapi.json')).body);
});
afterAll(() => testApp.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: BASE });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the server's clock to `steps` 30-second steps after BASE. */
const atStep = (steps: number) => vi.setSystemTime(BASE + steps * STEP_MS);
/** The authenticator app's code for `steps` steps after BASE. */
const codeAt = (secret: string, steps: number) => generate({ secret, epoch: Math.floor((BASE + steps * STEP_MS) / 1000) });

type Method = 'get' | 'post' | 'delete';
const DESK_AUDIT = DESK_API.audit;

/** The status this case is about, and a body the OpenAPI document describes. */
function expectAnswer(response: Response, status: number, method: Method, path: string): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expectMatchesOpenApi(response, method, path);
  expect(response.headers['cache-control']).toBe('no-store');
}

type Browser = SignedInAgent;

const signedIn = async (user?: TestUser): Promise<Browser> => signedInAgent(testApp.app, user ?? (await insertNewUser(testApp.db)));

const call = (browser: Browser, method: Method, path: string, ip = freshIp()) => browser.agent[method](path).set('X-XSRF-TOKEN', browser.xsrf).set('X-Forwarded-For', ip);

async function enrol(browser: Browser): Promise<TotpEnrolment> {
  const response = await call(browser, 'post', TOTP_API.enrolment);
  expectAnswer(response, 200, 'post', TOTP_API.enrolment);
  return response.body as TotpEnrolment;
}

/** Enrols and confirms at step 0: the secret, and the recovery codes shown once. */
async function enabled(browser: Browser): Promise<{ secret: string; recoveryCodes: string[] }> {
  const { secret } = await enrol(browser);
  const response = await call(browser, 'post', TOTP_API.mine).send({ code: await codeAt(secret, 0) });
  expectAnswer(response, 200, 'post', TOTP_API.mine);
  return { secret, recoveryCodes: response.body.recoveryCodes as string[] };
}

const stepUp = (browser: Browser, body: Record<string, unknown>) => call(browser, 'post', TOTP_API.secondFactor).send(body);

async function secondFactorOf(browser: Browser): Promise<string | null | undefined> {
  const [row] = await testApp.db.query<{ second_factor: string | null }>('SELECT second_factor FROM sessions WHERE token_hash = $1', [sha256Hex(browser.token)]);
  return row?.second_factor;
}

async function auditKinds(userId: string): Promise<string[]> {
  const rows = await testApp.db.query<{ kind: string }>('SELECT kind FROM audit_events WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => row.kind);
}

async function recoveryRows(userId: string) {
  return testApp.db.query<{ code_hash: string; used_at: Date | null }>('SELECT code_hash, used_at FROM totp_recovery_codes WHERE user_id = $1 ORDER BY code_hash', [userId]);
}

describe('status', () => {
  it('needs a session, is never cached, and says nothing is set up for a new account', async () => {
    const anonymous = await request(testApp.app).get(TOTP_API.mine);
    expectAnswer(anonymous, 401, 'get', TOTP_API.mine);
    const browser = await signedIn();
    const response = await call(browser, 'get', TOTP_API.mine);
    expectAnswer(response, 200, 'get', TOTP_API.mine);
    expect(response.body).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
  });
});

describe('enrolment', () => {
  it('answers a secret and its otpauth address, keeps the secret sealed, and leaves it pending until confirmed', async () => {
    const browser = await signedIn();
    const { secret, otpauthUrl } = await enrol(browser);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(decodeURIComponent(url.pathname)).toBe(`/xnews:${browser.user.email}`);
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('xnews');

    const [row] = await testApp.db.query<{ secret_sealed: string; enabled_at: Date | null; last_time_step: string | null }>(
      'SELECT secret_sealed, enabled_at, last_time_step FROM totp_factors WHERE user_id = $1',
      [browser.user.userId],
    );
    expect(row?.enabled_at).toBeNull();
    expect(row?.last_time_step).toBeNull();
    // AES-256-GCM: a version, a 12-byte IV, the ciphertext, a 16-byte tag; never the secret itself.
    expect(row?.secret_sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{22}$/);
    expect(row?.secret_sealed).not.toContain(secret);
    expect(row?.secret_sealed.toLowerCase()).not.toContain(secret.toLowerCase());

    expect((await call(browser, 'get', TOTP_API.mine)).body).toEqual({ enabled: false, pending: true, recoveryCodesLeft: 0 });
    // Pending is no second factor: the session is as it was, and step-up has nothing to check.
    expect(await secondFactorOf(browser)).toBeNull();
    const early = await stepUp(browser, { code: await codeAt(secret, 0) });
    expectAnswer(early, 409, 'post', TOTP_API.secondFactor);
    expect(early.body).toEqual({ error: 'totp_not_enabled', message: TOTP_MESSAGES.notEnabled });
  });

  it('a second start replaces the pending secret: only the newest one confirms', async () => {
    const browser = await signedIn();
    const first = await enrol(browser);
    const second = await enrol(browser);
    expect(second.secret).not.toBe(first.secret);
    const stale = await call(browser, 'post', TOTP_API.mine).send({ code: await codeAt(first.secret, 0) });
    expectAnswer(stale, 400, 'post', TOTP_API.mine);
    expect(stale.body).toEqual({ error: 'totp_code_incorrect', message: TOTP_MESSAGES.codeIncorrect, parameter: 'code' });
    const confirmed = await call(browser, 'post', TOTP_API.mine).send({ code: await codeAt(second.secret, 0) });
    expectAnswer(confirmed, 200, 'post', TOTP_API.mine);
  });

  it('names an account without email by its phone number', async () => {
    const browser = await signedInByPhone();
    const { otpauthUrl } = await enrol(browser);
    expect(decodeURIComponent(new URL(otpauthUrl).pathname)).toBe(`/xnews:${browser.user.phone}`);
  });
});

async function signedInByPhone(): Promise<Browser> {
  const national = `415555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
  const user = await insertNewUser(testApp.db, { email: null, phone: { cdc: '+1', national } });
  const agent = request.agent(testApp.app);
  const response = await agent.post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ cdc: '+1', phone: national, password: user.password });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { agent, xsrf: setCookie(response, 'XSRF-TOKEN')?.value ?? '', token: response.body.accessToken as string, user };
}

describe('confirming', () => {
  it('enables it with a code, answers ten recovery codes once, keeps only their hashes, and raises this session', async () => {
    const browser = await signedIn();
    const { secret } = await enrol(browser);
    const response = await call(browser, 'post', TOTP_API.mine).send({ code: await codeAt(secret, 0) });
    expectAnswer(response, 200, 'post', TOTP_API.mine);
    const codes = response.body.recoveryCodes as string[];
    expect(response.body.enabled).toBe(true);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);

    const rows = await recoveryRows(browser.user.userId);
    expect(rows).toHaveLength(10);
    const stored = JSON.stringify(rows);
    for (const row of rows) expect(row).toEqual({ code_hash: expect.stringMatching(/^[0-9a-f]{64}$/), used_at: null });
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replaceAll('-', ''));
    }

    expect(await secondFactorOf(browser)).toBe('totp');
    const [factor] = await testApp.db.query<{ enabled: boolean; last_time_step: string }>(
      'SELECT enabled_at IS NOT NULL AS enabled, last_time_step::text AS last_time_step FROM totp_factors WHERE user_id = $1',
      [browser.user.userId],
    );
    expect(factor).toEqual({ enabled: true, last_time_step: String(Math.floor(BASE / STEP_MS)) });
    expect((await call(browser, 'get', TOTP_API.mine)).body).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 10 });
    expect(await auditKinds(browser.user.userId)).toEqual(['login', 'totp-enabled']);

    // Enabled: neither a new enrolment nor a second confirmation replaces it.
    const again = await call(browser, 'post', TOTP_API.enrolment);
    expectAnswer(again, 409, 'post', TOTP_API.enrolment);
    expect(again.body.error).toBe('totp_enabled');
    atStep(1);
    const twice = await call(browser, 'post', TOTP_API.mine).send({ code: await codeAt(secret, 1) });
    expectAnswer(twice, 409, 'post', TOTP_API.mine);
    expect(twice.body.error).toBe('totp_enabled');
  });

  it('refuses a wrong code, a malformed one and none, naming the field; and a confirmation with nothing pending', async () => {
    const browser = await signedIn();
    const nothing = await call(browser, 'post', TOTP_API.mine).send({ code: '123456' });
    expectAnswer(nothing, 409, 'post', TOTP_API.mine);
    expect(nothing.body.error).toBe('totp_not_pending');

    const { secret } = await enrol(browser);
    const right = await codeAt(secret, 0);
    const wrong = right === '000000' ? '000001' : '000000';
    const refused = await call(browser, 'post', TOTP_API.mine).send({ code: wrong });
    expectAnswer(refused, 400, 'post', TOTP_API.mine);
    expect(refused.body).toEqual({ error: 'totp_code_incorrect', message: TOTP_MESSAGES.codeIncorrect, parameter: 'code' });

    // Another account, since a malformed code counts against the limit as a wrong one does.
    const another = await signedIn();
    for (const [body, message] of [
      [{ code: '12ab56' }, TOTP_MESSAGES.codeMalformed],
      [{ code: '1234567' }, TOTP_MESSAGES.codeMalformed],
      [{ code: 123456 }, TOTP_MESSAGES.codeRequired],
      [{}, TOTP_MESSAGES.codeRequired],
      [{ code: '' }, TOTP_MESSAGES.codeRequired],
    ] as const) {
      const response = await call(another, 'post', TOTP_API.mine).send(body);
      expectAnswer(response, 400, 'post', TOTP_API.mine);
      expect(response.body, JSON.stringify(body)).toEqual({ error: 'invalid_parameter', message, parameter: 'code' });
    }
    // Spaces, as apps show the code ("123 456"), are fine.
    const spaced = await call(browser, 'post', TOTP_API.mine).send({ code: `${right.slice(0, 3)} ${right.slice(3)}` });
    expectAnswer(spaced, 200, 'post', TOTP_API.mine);
    expect(await auditKinds(browser.user.userId)).toEqual(['login', 'second-factor-failed', 'totp-enabled']);
  });
});

/** A reader who sets up an authenticator and is made an editor afterwards (by an admin, at the desk). */
const readerWhoBecomesEditor = () => insertNewUser(testApp.db);
async function makeEditor(user: TestUser): Promise<void> {
  await testApp.db.query(`UPDATE users SET roles = '{user,editor}' WHERE id = $1`, [user.userId]);
}

describe('a staff account', () => {
  it('sets up an authenticator only from a passkey session: a password alone must not give the desk its second factor', async () => {
    const editor = await insertNewUser(testApp.db, { roles: ['user', 'editor'] });
    const browser = await signedIn(editor);
    const refused = await call(browser, 'post', TOTP_API.enrolment);
    expectAnswer(refused, 403, 'post', TOTP_API.enrolment);
    expect(refused.body).toEqual({ error: 'passkey_required', message: TOTP_MESSAGES.staffNeedsPasskey });
    await testApp.db.query(`UPDATE sessions SET second_factor = 'passkey' WHERE token_hash = $1`, [sha256Hex(browser.token)]);
    expectAnswer(await call(browser, 'post', TOTP_API.enrolment), 200, 'post', TOTP_API.enrolment);
  });
});

describe('step-up', () => {
  it('raises a password session to a TOTP one, which opens the desk to an editor', async () => {
    const editor = await readerWhoBecomesEditor();
    const { secret } = await enabled(await signedIn(editor));
    await makeEditor(editor);
    const browser = await signedIn(editor);
    expect(await secondFactorOf(browser)).toBeNull();
    const refused = await browser.agent.get(DESK_AUDIT);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('second_factor_required');

    atStep(1);
    const response = await stepUp(browser, { code: await codeAt(secret, 1) });
    expectAnswer(response, 200, 'post', TOTP_API.secondFactor);
    expect(response.body).toEqual({ secondFactor: 'totp' });
    expect(await secondFactorOf(browser)).toBe('totp');
    // The same token and cookies: nothing else about the session changed.
    expect(setCookie(response, 'access_token')).toBeUndefined();
    expect((await browser.agent.get(DESK_AUDIT)).status).toBe(200);
    expect(await auditKinds(editor.userId)).toEqual(['login', 'totp-enabled', 'login', 'second-factor-verified']);
    // The desk's own trail records the staff sign-in, then its second factor (decision 033).
    const desk = await testApp.db.query<{ action: string; actor_role: string; after: unknown }>(
      'SELECT action, actor_role, after FROM desk_audit WHERE actor_id = $1 ORDER BY id',
      [editor.userId],
    );
    expect(desk).toEqual([
      { action: 'staff-signed-in', actor_role: 'editor', after: { via: 'email', secondFactor: null } },
      { action: 'staff-second-factor', actor_role: 'editor', after: { via: 'email', secondFactor: 'totp' } },
    ]);
  });

  it('starts the desk’s 30 idle minutes afresh: a password sign-in of an hour ago that steps up now is let in', async () => {
    const editor = await readerWhoBecomesEditor();
    const { secret } = await enabled(await signedIn(editor));
    await makeEditor(editor);
    const browser = await signedIn(editor);
    await testApp.db.query(`UPDATE sessions SET created_at = now() - interval '1 hour' WHERE token_hash = $1`, [sha256Hex(browser.token)]);
    atStep(1);
    expectAnswer(await stepUp(browser, { code: await codeAt(secret, 1) }), 200, 'post', TOTP_API.secondFactor);
    expect((await browser.agent.get(DESK_AUDIT)).status).toBe(200);
  });

  it('refuses a code used once already, even in its own window, and an earlier one after a later', async () => {
    const browser = await signedIn();
    const { secret } = await enabled(browser);
    // The confirming code itself cannot step up another session.
    const other = await signedIn(browser.user);
    const confirming = await stepUp(other, { code: await codeAt(secret, 0) });
    expectAnswer(confirming, 400, 'post', TOTP_API.secondFactor);
    expect(confirming.body).toEqual({ error: 'totp_code_used', message: TOTP_MESSAGES.codeUsed, parameter: 'code' });

    atStep(2);
    const code = await codeAt(secret, 2);
    expectAnswer(await stepUp(other, { code }), 200, 'post', TOTP_API.secondFactor);
    const third = await signedIn(browser.user);
    const replayed = await stepUp(third, { code });
    expectAnswer(replayed, 400, 'post', TOTP_API.secondFactor);
    expect(replayed.body.error).toBe('totp_code_used');
    // Step 1 is within the window, but before step 2, which was accepted.
    const earlier = await stepUp(third, { code: await codeAt(secret, 1) });
    expect(earlier.body.error).toBe('totp_code_used');
    expect(await secondFactorOf(third)).toBeNull();
  });

  it('takes a code one step either side of the server’s clock, not two', async () => {
    const browser = await signedIn();
    const { secret } = await enabled(browser);
    atStep(5);
    for (const [steps, error] of [
      [3, 'totp_code_incorrect'],
      [7, 'totp_code_incorrect'],
    ] as const) {
      const response = await stepUp(browser, { code: await codeAt(secret, steps) });
      expectAnswer(response, 400, 'post', TOTP_API.secondFactor);
      expect(response.body.error, `step ${steps}`).toBe(error);
    }
    expectAnswer(await stepUp(browser, { code: await codeAt(secret, 4) }), 200, 'post', TOTP_API.secondFactor);
    atStep(10);
    expectAnswer(await stepUp(browser, { code: await codeAt(secret, 11) }), 200, 'post', TOTP_API.secondFactor);
    const [row] = await testApp.db.query<{ last_time_step: string }>('SELECT last_time_step::text AS last_time_step FROM totp_factors WHERE user_id = $1', [browser.user.userId]);
    expect(row?.last_time_step).toBe(String(Math.floor(BASE / STEP_MS) + 11));
  });

  it('leaves a passkey session a passkey one', async () => {
    const browser = await signedIn();
    const { secret } = await enabled(browser);
    const passkeyLike = await signedIn(browser.user);
    // As a passkey sign-in opens it (decision 022): a second factor by itself.
    await testApp.db.query(`UPDATE sessions SET second_factor = 'passkey' WHERE token_hash = $1`, [sha256Hex(passkeyLike.token)]);
    atStep(1);
    const response = await stepUp(passkeyLike, { code: await codeAt(secret, 1) });
    expectAnswer(response, 200, 'post', TOTP_API.secondFactor);
    expect(response.body).toEqual({ secondFactor: 'passkey' });
    expect(await secondFactorOf(passkeyLike)).toBe('passkey');
  });

  it('answers 409 for an account without an authenticator, and 401 without a session', async () => {
    const browser = await signedIn();
    const response = await stepUp(browser, { code: '123456' });
    expectAnswer(response, 409, 'post', TOTP_API.secondFactor);
    expect(response.body).toEqual({ error: 'totp_not_enabled', message: TOTP_MESSAGES.notEnabled });
    const anonymous = await request(testApp.app).post(TOTP_API.secondFactor).send({ code: '123456' });
    expectAnswer(anonymous, 401, 'post', TOTP_API.secondFactor);
  });

  it('needs the anti-forgery header with the cookie, and not with a bearer token', async () => {
    const browser = await signedIn();
    const { secret } = await enabled(browser);
    atStep(1);
    const forged = await browser.agent.post(TOTP_API.secondFactor).set('X-Forwarded-For', freshIp()).send({ code: await codeAt(secret, 1) });
    expect(forged.status).toBe(403);
    expect(forged.body.error).toBe('csrf_failed');
    const bearer = await request(testApp.app)
      .post(TOTP_API.secondFactor)
      .set('Authorization', `Bearer ${browser.token}`)
      .set('X-Forwarded-For', freshIp())
      .send({ code: await codeAt(secret, 1) });
    expectAnswer(bearer, 200, 'post', TOTP_API.secondFactor);
    for (const path of [TOTP_API.enrolment, TOTP_API.mine]) {
      expect((await browser.agent.post(path).set('X-Forwarded-For', freshIp()).send({ code: '123456' })).body.error).toBe('csrf_failed');
    }
    expect((await browser.agent.delete(TOTP_API.mine).set('X-Forwarded-For', freshIp()).send({ code: '123456' })).body.error).toBe('csrf_failed');
  });
});

describe('recovery codes', () => {
  it('each steps up once, in any case and grouping, and is marked used; a used or unknown one is refused', async () => {
    const browser = await signedIn();
    const { recoveryCodes } = await enabled(browser);
    const [first = '', second = ''] = recoveryCodes;
    const session = await signedIn(browser.user);
    const response = await stepUp(session, { recoveryCode: first });
    expectAnswer(response, 200, 'post', TOTP_API.secondFactor);
    expect(response.body).toEqual({ secondFactor: 'totp' });
    expect(await secondFactorOf(session)).toBe('totp');
    const rows = await recoveryRows(browser.user.userId);
    expect(rows.filter((row) => row.used_at !== null)).toHaveLength(1);

    const again = await stepUp(await signedIn(browser.user), { recoveryCode: first });
    expectAnswer(again, 400, 'post', TOTP_API.secondFactor);
    expect(again.body).toEqual({ error: 'recovery_code_incorrect', message: TOTP_MESSAGES.recoveryCodeIncorrect, parameter: 'recoveryCode' });
    const unknown = await stepUp(await signedIn(browser.user), { recoveryCode: 'zzzz-zzzz-zzzz-zzzz' });
    expect(unknown.body.error).toBe('recovery_code_incorrect');

    const typed = ` ${second.toUpperCase().replaceAll('-', ' ')} `;
    expectAnswer(await stepUp(await signedIn(browser.user), { recoveryCode: typed }), 200, 'post', TOTP_API.secondFactor);
    expect((await call(browser, 'get', TOTP_API.mine)).body).toEqual({ enabled: true, pending: false, recoveryCodesLeft: 8 });
    const kinds = await auditKinds(browser.user.userId);
    expect(kinds.filter((kind) => kind === 'recovery-code-used')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'second-factor-failed')).toHaveLength(2);
  });

  it('refuses a malformed one, and a code and a recovery code together', async () => {
    const browser = await signedIn();
    const { recoveryCodes } = await enabled(browser);
    const malformed = await stepUp(browser, { recoveryCode: 'not-a-code' });
    expectAnswer(malformed, 400, 'post', TOTP_API.secondFactor);
    expect(malformed.body).toEqual({ error: 'invalid_parameter', message: TOTP_MESSAGES.recoveryCodeMalformed, parameter: 'recoveryCode' });
    const both = await stepUp(browser, { code: '123456', recoveryCode: recoveryCodes[0] });
    expectAnswer(both, 400, 'post', TOTP_API.secondFactor);
    expect(both.body).toEqual({ error: 'invalid_parameter', message: TOTP_MESSAGES.oneProof, parameter: 'recoveryCode' });
    const neither = await stepUp(browser, {});
    expect(neither.body).toEqual({ error: 'invalid_parameter', message: TOTP_MESSAGES.codeRequired, parameter: 'code' });
    expect((await recoveryRows(browser.user.userId)).every((row) => row.used_at === null)).toBe(true);
  });
});

describe('turning it off', () => {
  it('needs a current code; removes the secret and the recovery codes, and the sessions it raised go back to none', async () => {
    const editor = await readerWhoBecomesEditor();
    const browser = await signedIn(editor);
    const { secret } = await enabled(browser);
    await makeEditor(editor);
    expect((await browser.agent.get(DESK_AUDIT)).status).toBe(200);

    atStep(1);
    const noProof = await call(browser, 'delete', TOTP_API.mine).send({});
    expectAnswer(noProof, 400, 'delete', TOTP_API.mine);
    expect(noProof.body.parameter).toBe('code');
    const used = await call(browser, 'delete', TOTP_API.mine).send({ code: await codeAt(secret, 0) });
    expectAnswer(used, 400, 'delete', TOTP_API.mine);
    expect(used.body.error).toBe('totp_code_used');

    const response = await call(browser, 'delete', TOTP_API.mine).send({ code: await codeAt(secret, 1) });
    expectAnswer(response, 200, 'delete', TOTP_API.mine);
    expect(response.body).toEqual({ enabled: false, pending: false, recoveryCodesLeft: 0 });
    await expect(testApp.db.query('SELECT 1 FROM totp_factors WHERE user_id = $1', [editor.userId])).resolves.toEqual([]);
    expect(await recoveryRows(editor.userId)).toEqual([]);
    expect(await secondFactorOf(browser)).toBeNull();
    const shut = await browser.agent.get(DESK_AUDIT);
    expect(shut.status).toBe(403);
    expect(shut.body.error).toBe('second_factor_required');
    expect(await auditKinds(editor.userId)).toEqual(['login', 'totp-enabled', 'second-factor-failed', 'totp-disabled']);

    const again = await call(browser, 'delete', TOTP_API.mine).send({ code: await codeAt(secret, 2) });
    expectAnswer(again, 409, 'delete', TOTP_API.mine);
    expect(again.body.error).toBe('totp_not_enabled');
    // Off, it may be set up anew: by an editor, from a passkey session.
    const refused = await call(browser, 'post', TOTP_API.enrolment);
    expect(refused.body.error).toBe('passkey_required');
  });

  it('takes a recovery code in place of a code', async () => {
    const browser = await signedIn();
    const { recoveryCodes } = await enabled(browser);
    const response = await call(browser, 'delete', TOTP_API.mine).send({ recoveryCode: recoveryCodes[9] });
    expectAnswer(response, 200, 'delete', TOTP_API.mine);
    expect(response.body.enabled).toBe(false);
    expect(await auditKinds(browser.user.userId)).toEqual(['login', 'totp-enabled', 'recovery-code-used', 'totp-disabled']);
  });
});

describe('rate limits', () => {
  it(`stop an account after ${AUTH_RATE_LIMITS.totpFailuresPerAccount.limit} wrong codes in 15 minutes, from any network, even with the right code`, async () => {
    const owner = await signedIn();
    const { secret } = await enabled(owner);
    // Another session of the account: the confirming one was raised already.
    const browser = await signedIn(owner.user);
    atStep(1);
    const right = await codeAt(secret, 1);
    const wrong = right === '000000' ? '000001' : '000000';
    // Confirming, stepping up and turning off count together.
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.totpFailuresPerAccount.limit; attempt += 1) {
      const path = attempt % 2 === 0 ? TOTP_API.secondFactor : TOTP_API.mine;
      const method = attempt % 2 === 0 ? 'post' : 'delete';
      expect((await call(browser, method, path).send({ code: wrong })).status).toBe(400);
    }
    const limited = await stepUp(browser, { code: right });
    expectAnswer(limited, 429, 'post', TOTP_API.secondFactor);
    expect(limited.body.error).toBe('rate_limited');
    expect(limited.body.message).toMatch(/^Too many wrong authenticator codes for this account\. Please wait \d+ minutes?/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await secondFactorOf(browser)).toBeNull();

    // Another account is not held up by it.
    const other = await signedIn();
    const { secret: otherSecret } = await enabled(other);
    expectAnswer(await stepUp(other, { code: await codeAt(otherSecret, 1) }), 200, 'post', TOTP_API.secondFactor);
  });

  it(`stop one network after ${AUTH_RATE_LIMITS.totpPerIp.limit} set-ups and codes in 15 minutes`, async () => {
    const browser = await signedIn();
    const ip = freshIp();
    for (let call_ = 0; call_ < AUTH_RATE_LIMITS.totpPerIp.limit; call_ += 1) {
      expect((await call(browser, 'post', TOTP_API.enrolment, ip)).status).toBe(200);
    }
    const limited = await call(browser, 'post', TOTP_API.enrolment, ip);
    expectAnswer(limited, 429, 'post', TOTP_API.enrolment);
    expect(limited.body.message).toMatch(/^Too many authenticator codes from your network/);
    expect((await call(browser, 'post', TOTP_API.enrolment)).status).toBe(200);
  });
});

describe('the account’s own data', () => {
  it('the export tells whether an authenticator is set up and how many recovery codes are left, never the secret or a code', async () => {
    const browser = await signedIn();
    const { secret, recoveryCodes } = await enabled(browser);
    const response = await call(browser, 'get', ACCOUNT_DATA_API.export).expect(200);
    const data = JSON.parse(response.text) as { authenticatorApp: unknown };
    expect(data.authenticatorApp).toEqual({ enabled: true, enabledAt: expect.any(String), recoveryCodesLeft: 10 });
    const [row] = await testApp.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM totp_factors WHERE user_id = $1', [browser.user.userId]);
    const hashes = (await recoveryRows(browser.user.userId)).map((entry) => entry.code_hash);
    for (const value of [secret, row?.secret_sealed ?? 'missing', ...recoveryCodes, ...hashes]) expect(response.text).not.toContain(value);
  });

  it('deleting the account deletes its authenticator and recovery codes', async () => {
    const browser = await signedIn();
    await enabled(browser);
    expectAnswer(await call(browser, 'get', TOTP_API.mine), 200, 'get', TOTP_API.mine);
    await call(browser, 'delete', ACCOUNT_DATA_API.account).expect(200);
    await expect(testApp.db.query('SELECT 1 FROM totp_factors WHERE user_id = $1', [browser.user.userId])).resolves.toEqual([]);
    expect(await recoveryRows(browser.user.userId)).toEqual([]);
  });
});
