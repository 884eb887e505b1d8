import fc from 'fast-check';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { codeIn, freshIp, insertNewUser, latestOutbox, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { createFuzzApp } from './support/fuzz-app';
import { checkProperty } from './support/fuzz-property';
import { jsonBodyAround } from './support/hostile-bodies';
import { headerText, hostileQuery, hostileText, forwardedFor, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { sendAndCheck, type Method } from './support/send';

/** Fuzzing the accounts API: sign-up codes, sign-up, login, the current user, logout, reset and the user list. */
let adminToken: string;
const fuzz = fuzzSuite(async () => {
  const app = await createFuzzApp();
  const admin = await insertNewUser(app.db, { roles: ['user', 'admin'] });
  const login = await request(app.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: admin.email, password: admin.password });
  adminToken = (login.body as { accessToken: string }).accessToken;
  return app;
});

/** Text that looks like an address around hostile parts, so that it gets past the shape check now and then. */
const emailLike = fc.oneof(
  hostileText,
  hostileText.map((text) => `a${text}@example.com`),
  fc.tuple(hostileText, hostileText).map(([local, domain]) => `${local}@${domain}.com`),
);

/** A JSON endpoint of the accounts API and a valid body for it. */
const JSON_ENDPOINTS: [path: string, valid: Record<string, unknown>][] = [
  ['/api/public/auth/login', { email: 'reader@example.com', password: TEST_PASSWORD }],
  ['/api/public/auth/phonelogin', { phone: '2125550100', cdc: '+1', password: TEST_PASSWORD }],
  ['/api/public/auth/signup', { email: 'new@example.com', signUpCode: '12345678', familyName: 'Ada', givenName: 'Lovelace', password: TEST_PASSWORD, websiteId: 'xnews', name: 'Ada', lang: 'en' }],
  ['/api/public/auth/phonesignupverification', { phone: '2125550100', cdc: '+1', phoneRegistrationCode: '1234', familyName: 'Ada', givenName: 'L', password: TEST_PASSWORD, email: 'a@example.com' }],
  ['/auth/customer/requestcustomerphoneverification', { phone: '2125550100', cdc: '+1', lang: 'en' }],
  ['/auth/resetpassword/confirm', { token: 'a'.repeat(43), password: TEST_PASSWORD }],
];

describe('the JSON endpoints of the accounts API', () => {
  it.each(JSON_ENDPOINTS)('POST %s answers any body with a 4xx that names the fault, or its success', async (path, valid) => {
    await checkProperty({ seed: 70400 + JSON_ENDPOINTS.findIndex(([known]) => known === path), numRuns: 40 }, jsonBodyAround(valid), forwardedFor, async (body, ip) => {
      const response = await sendAndCheck(fuzz().app, { method: 'POST', path, headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body });
      expect(response.status === 200 || (response.status >= 400 && response.status < 500), `${response.status}`).toBe(true);
    });
  });

  it('login takes any text as the address and password, and answers 400, 401 or 429', async () => {
    await checkProperty({ seed: 70410, numRuns: 60 }, emailLike, hostileText, forwardedFor, async (email, password, ip) => {
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: '/api/public/auth/login',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email, password }),
      });
      expect([400, 401, 429]).toContain(response.status);
    });
  });

  it('sign-up with a real code takes any text as the names, or says which is wrong', async () => {
    const names = fc.record({ familyName: hostileText, givenName: hostileText, name: hostileText }, { requiredKeys: [] });
    await checkProperty({ seed: 70411, numRuns: 20 }, names, async (fields) => {
      const email = uniqueEmail('fuzz');
      const ip = freshIp();
      const asked = await sendAndCheck(fuzz().app, { method: 'POST', path: `/auth/requestemailsignupcode?newEmail=${encodeURIComponent(email)}&websiteId=xnews`, headers: { 'X-Forwarded-For': ip } });
      expect(asked.status).toBe(200);
      const signUpCode = codeIn((await latestOutbox(fuzz().db, email))?.body);
      const response = await sendAndCheck(fuzz().app, {
        method: 'POST',
        path: '/api/public/auth/signup',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
        body: JSON.stringify({ email, signUpCode, familyName: 'Ada', givenName: 'Lovelace', password: TEST_PASSWORD, websiteId: 'xnews', ...fields }),
      });
      if (response.status === 200) expect(response.body).toMatchObject({ standardResponse: { success: true }, accessToken: expect.any(String) });
      else expect(response.body).toMatchObject({ error: 'invalid_input', fields: expect.any(Object) });
    });
  });
});

describe('the query-string endpoints of the accounts API', () => {
  const QUERY_ENDPOINTS: [method: Method, path: string, names: string[], valid: string][] = [
    ['POST', '/auth/requestemailsignupcode', ['newEmail', 'websiteId', 'lang'], 'newEmail=someone%40example.com&websiteId=xnews'],
    ['POST', '/auth/resetpassword', ['email', 'lang'], 'email=someone%40example.com'],
    ['GET', '/api/public/users', ['page', 'size'], 'page=0&size=10'],
  ];
  it.each(QUERY_ENDPOINTS)('%s %s answers any query', async (method, path, names, valid) => {
    const query = fc.oneof(hostileQuery(names), hostileQuery(names).map((hostile) => `${valid}&${hostile}`), emailLike.map((email) => `${names[0]}=${urlForm(email, 'encoded', null)}`));
    await checkProperty({ seed: 70420 + QUERY_ENDPOINTS.findIndex(([, known]) => known === path), numRuns: 50 }, query, forwardedFor, async (search, ip) => {
      const response = await sendAndCheck(fuzz().app, { method, path: `${path}?${search}`, headers: { 'X-Forwarded-For': ip, Authorization: `Bearer ${adminToken}` } });
      expect(response.status === 200 || (response.status >= 400 && response.status < 500), `${response.status}`).toBe(true);
    });
  });
});

describe('what a request presents as its session', () => {
  const cookie = fc
    .array(fc.tuple(fc.constantFrom('access_token', 'XSRF-TOKEN', 'lang', 'xn_ps', 'user_info', '__proto__', 'constructor'), hostileText), { maxLength: 4 })
    .map((pairs) => pairs.map(([name, value]) => `${name}=${urlForm(value, 'encoded', null)}`).join('; '));
  const presented = fc.record({
    Cookie: cookie,
    Authorization: fc.oneof(headerText, headerText.map((text) => `Bearer ${text}`), fc.constant(`Bearer ${'a'.repeat(5000)}`)),
    'X-XSRF-TOKEN': headerText,
    'Accept-Language': fc.oneof(headerText, fc.constantFrom('*', 'zh-CN,zh;q=0.9', 'en;q=abc', ';;;', 'x'.repeat(2000))),
  }, { requiredKeys: [] });
  const endpoints: [Method, string][] = [['GET', '/user/me'], ['POST', '/api/public/auth/logout'], ['GET', '/api/public/users'], ['POST', '/auth/resetpassword?email=a%40example.com']];
  it('GET /user/me, logout, the user list and reset answer any cookies and headers with a 4xx or their answer', async () => {
    await checkProperty({ seed: 70430, numRuns: 80 }, fc.constantFrom(...endpoints), presented, forwardedFor, async ([method, path], headers, ip) => {
      const response = await sendAndCheck(fuzz().app, { method, path, headers: { ...headers, 'X-Forwarded-For': ip } });
      expect(response.status === 200 || (response.status >= 400 && response.status < 500), `${response.status}`).toBe(true);
    });
  });
});
