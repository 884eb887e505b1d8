import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFromCookie } from '../../shared/account-cookies';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { freshIp, insertNewUser, setCookie, TEST_PASSWORD, type TestUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({});
});
afterAll(() => testApp.close());

const login = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).set(headers).send(body);

/** Signs in a new browser: an agent that keeps cookies, and the anti-forgery token it was given. */
async function browserSignedIn(user: TestUser) {
  const agent = request.agent(testApp.app);
  const response = await agent.post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password });
  expect(response.status).toBe(200);
  const xsrf = setCookie(response, 'XSRF-TOKEN')?.value ?? '';
  return { agent, xsrf, token: response.body.accessToken as string };
}

describe('POST /api/public/auth/login', () => {
  it('answers { accessToken, userPrincipal } and sets the session, flag and user cookies', async () => {
    const user = await insertNewUser(testApp.db, { name: 'Lin Mei', email: 'Lin.Mei@Example.com', phone: { cdc: '+86', national: '13912345678' } });
    const response = await login({ email: ' LIN.MEI@example.com ', password: user.password });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual(['accessToken', 'userPrincipal']);
    expect(response.body.userPrincipal).toEqual({
      id: user.userId,
      name: 'Lin Mei',
      firstName: 'Test',
      lastName: 'User',
      email: 'lin.mei@example.com',
      emailVerified: true,
      imageUrl: null,
      provider: 'email',
      providerId: 'lin.mei@example.com',
      roles: ['user'],
      cdc: '+86',
      phone: '13912345678',
      phoneVerified: true,
      lang: 'en',
    });
    expect(response.headers['cache-control']).toBe('no-store');

    const session = setCookie(response, 'access_token');
    expect(session?.value).toBe(response.body.accessToken);
    expect(session?.attributes).toMatchObject({ path: '/', httponly: '', samesite: 'Lax' });
    expect(session?.attributes).not.toHaveProperty('secure');
    const expires = Date.parse(session?.attributes.expires ?? '');
    expect(expires - Date.now()).toBeGreaterThan(29 * 86_400_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(30 * 86_400_000);

    const flag = setCookie(response, 'authenticated');
    expect(flag?.value).toBe('true');
    expect(flag?.attributes).not.toHaveProperty('httponly');
    const info = setCookie(response, 'user_info');
    expect(info?.attributes).not.toHaveProperty('httponly');
    expect(userFromCookie(info?.value)).toEqual({
      email: 'lin.mei@example.com', emailVerified: true, id: user.userId, imageUrl: null, name: 'Lin Mei', provider: 'email',
      providerId: 'lin.mei@example.com', roles: ['user'], cdc: '+86', phone: '13912345678', phoneVerified: true,
    });
    // The short keys of spec §3, not the long names.
    expect(Object.keys(JSON.parse(info?.value ?? '{}')).sort()).toEqual(['c', 'e', 'ev', 'i', 'im', 'n', 'p', 'pi', 'pv', 'ph', 'r'].sort());

    const xsrf = setCookie(response, 'XSRF-TOKEN');
    expect(xsrf?.attributes).not.toHaveProperty('httponly');
    expect(xsrf?.attributes).toMatchObject({ samesite: 'Lax', path: '/' });
  });

  it('marks every cookie Secure when the request came over HTTPS through the proxy', async () => {
    const user = await insertNewUser(testApp.db);
    const response = await login({ email: user.email, password: user.password }, { 'X-Forwarded-Proto': 'https' });
    expect(response.status).toBe(200);
    for (const name of ['access_token', 'authenticated', 'user_info', 'XSRF-TOKEN']) {
      expect(setCookie(response, name)?.attributes, name).toHaveProperty('secure');
    }
  });

  it('fails with one message whether the account exists or not', async () => {
    const user = await insertNewUser(testApp.db);
    const wrong = await login({ email: user.email, password: 'not-the-password' });
    const unknown = await login({ email: 'nobody.here@example.com', password: 'not-the-password' });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: 'invalid_credentials', message: 'The email or password is incorrect.' });
      expect(setCookie(response, 'access_token')).toBeUndefined();
    }
    const [failures] = await testApp.db.query<{ known: number; unknown: number }>(
      `SELECT count(*) FILTER (WHERE user_id = $1)::int AS known, count(*) FILTER (WHERE user_id IS NULL AND subject_hash IS NOT NULL)::int AS unknown
       FROM audit_events WHERE kind = 'login-failed'`,
      [user.userId],
    );
    expect(failures).toEqual({ known: 1, unknown: 1 });
  });

  it.each([
    ['no email', { password: 'x' }, 'Email is required'],
    ['a malformed email', { email: 'a@b', password: 'x' }, ACCOUNT_MESSAGES.emailInvalid],
    ['no password', { email: 'a@example.com', password: '' }, 'Password is required'],
  ])('refuses %s with 400', async (_label, body, message) => {
    const response = await login(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message });
  });
});

describe('POST /api/public/auth/phonelogin', () => {
  it('signs in by the national number alone (the form has no dial code), or with one', async () => {
    const user = await insertNewUser(testApp.db, { email: null, phone: { cdc: '+1', national: '4155550198' } });
    const plain = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: '415 555 0198', password: user.password });
    expect(plain.status).toBe(200);
    expect(plain.body.userPrincipal).toMatchObject({ id: user.userId, provider: 'phone', providerId: '+14155550198', cdc: '+1', phone: '4155550198', email: null, emailVerified: false });
    const withCode = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: '4155550198', cdc: '+1', password: user.password });
    expect(withCode.status).toBe(200);
    const otherCode = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: '4155550198', cdc: '+86', password: user.password });
    expect(otherCode.status).toBe(401);
  });

  it('fails with one message, and refuses what is not a number', async () => {
    const wrong = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: '4155550100', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'invalid_credentials', message: 'The phone number or password is incorrect.' });
    const letters = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: 'abc', password: 'x' });
    expect(letters.status).toBe(400);
    expect(letters.body.message).toBe('it is not a phone number!');
    const empty = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone: '', password: '' });
    expect(empty.body.fields).toEqual({ phone: ACCOUNT_MESSAGES.phoneRequired, password: 'Password is required' });
  });
});

describe('GET /user/me', () => {
  it('answers the user by bearer token or by cookie, never cached', async () => {
    const user = await insertNewUser(testApp.db);
    const { agent, token } = await browserSignedIn(user);
    const byCookie = await agent.get('/user/me');
    expect(byCookie.status).toBe(200);
    expect(byCookie.body).toMatchObject({ id: user.userId, email: user.email });
    expect(byCookie.headers['cache-control']).toBe('private, no-store');
    const byBearer = await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${token}`);
    expect(byBearer.body).toEqual(byCookie.body);
  });

  it("answers 401 with the spec's 'No access token set.' without a token, and clears a dead session cookie", async () => {
    const none = await request(testApp.app).get('/user/me');
    expect(none.status).toBe(401);
    expect(none.body).toEqual({ error: 'unauthorized', message: 'No access token set.' });
    // Nothing anonymous is checked, so an anonymous caller is given no anti-forgery token.
    expect(setCookie(none, 'XSRF-TOKEN')).toBeUndefined();

    const forged = await request(testApp.app).get('/user/me').set('Cookie', 'access_token=forged-token-value; authenticated=true');
    expect(forged.status).toBe(401);
    expect(forged.body).toEqual({ error: 'session_invalid', message: ACCOUNT_MESSAGES.sessionInvalid });
    expect(setCookie(forged, 'access_token')?.attributes.expires).toMatch(/1970/);
    expect(setCookie(forged, 'authenticated')?.attributes.expires).toMatch(/1970/);

    const bearer = await request(testApp.app).get('/user/me').set('Authorization', 'Bearer x'.padEnd(300, 'x'));
    expect(bearer.status).toBe(401);
  });
});

describe('POST /api/public/auth/logout', () => {
  it('revokes the session in the database and clears the cookies', async () => {
    const user = await insertNewUser(testApp.db);
    const { agent, xsrf, token } = await browserSignedIn(user);
    const response = await agent.post('/api/public/auth/logout').set('X-XSRF-TOKEN', xsrf);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: 'You are signed out.' });
    for (const name of ['access_token', 'authenticated', 'user_info']) expect(setCookie(response, name)?.attributes.expires, name).toMatch(/1970/);
    // A fresh anti-forgery token, bound to no session.
    expect(setCookie(response, 'XSRF-TOKEN')?.value).not.toBe(xsrf);

    const [row] = await testApp.db.query<{ revoked: boolean }>('SELECT revoked_at IS NOT NULL AS revoked FROM sessions WHERE user_id = $1', [user.userId]);
    expect(row?.revoked).toBe(true);
    // The token no longer works anywhere, even where it was copied as a bearer token.
    expect((await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('works by bearer token without any anti-forgery token, and twice without harm', async () => {
    const user = await insertNewUser(testApp.db);
    const response = await login({ email: user.email, password: user.password });
    const token = response.body.accessToken as string;
    const first = await request(testApp.app).post('/api/public/auth/logout').set('Authorization', `Bearer ${token}`);
    expect(first.status).toBe(200);
    const second = await request(testApp.app).post('/api/public/auth/logout').set('Authorization', `Bearer ${token}`);
    expect(second.status).toBe(200);
    expect((await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${token}`)).status).toBe(401);
  });

  it('leaves the other sessions of the user alone', async () => {
    const user = await insertNewUser(testApp.db);
    const phone = await login({ email: user.email, password: user.password });
    const laptop = await login({ email: user.email, password: user.password });
    await request(testApp.app).post('/api/public/auth/logout').set('Authorization', `Bearer ${laptop.body.accessToken}`);
    expect((await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${phone.body.accessToken}`)).status).toBe(200);
  });
});

describe('GET /api/public/users', () => {
  it('answers 401 without a session, 403 for a customer, and the list for an administrator', async () => {
    const anonymous = await request(testApp.app).get('/api/public/users');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toBe('unauthorized');

    const customer = await insertNewUser(testApp.db);
    const customerToken = (await login({ email: customer.email, password: TEST_PASSWORD })).body.accessToken as string;
    const forbidden = await request(testApp.app).get('/api/public/users').set('Authorization', `Bearer ${customerToken}`);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'forbidden', message: 'Only administrators may list users.' });

    const admin = await insertNewUser(testApp.db, { roles: ['user', 'admin'], name: 'The Admin' });
    const adminToken = (await login({ email: admin.email, password: TEST_PASSWORD })).body.accessToken as string;
    const list = await request(testApp.app).get('/api/public/users?size=100').set('Authorization', `Bearer ${adminToken}`);
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.body).toEqual(expect.arrayContaining([
      { id: admin.userId, username: 'The Admin', email: admin.email },
      { id: customer.userId, username: 'Test User', email: customer.email },
    ]));
    for (const entry of list.body as object[]) expect(Object.keys(entry).sort()).toEqual(['email', 'id', 'username']);

    const paged = await request(testApp.app).get('/api/public/users?size=1&page=0').set('Authorization', `Bearer ${adminToken}`);
    expect(paged.body).toHaveLength(1);
    const bad = await request(testApp.app).get('/api/public/users?size=1000').set('Authorization', `Bearer ${adminToken}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('invalid_parameter');
  });
});
