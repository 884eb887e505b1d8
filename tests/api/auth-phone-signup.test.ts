import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import type { PhoneSignupPayload } from '../../shared/account-types';
import { codeIn, freshIp, insertNewUser, latestOutbox, TEST_PASSWORD } from '../support/accounts';
import { createLogger } from '../../server/logger';
import { httpSms } from '../../server/services/sms/http-sms';
import { unusedPort } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({});
});
afterAll(() => testApp.close());

let serial = 0;
/** A +1 or +86 number no other test uses. */
function freshNumber(cdc: '+1' | '+86'): string {
  serial += 1;
  const tail = String(process.pid % 10_000).padStart(4, '0') + String(serial).padStart(3, '0');
  return cdc === '+1' ? `202${tail}` : `1380${tail}`;
}

const requestCode = (body: Record<string, unknown>) =>
  request(testApp.app).post('/auth/customer/requestcustomerphoneverification').set('X-Forwarded-For', freshIp()).send(body);

const verify = (body: Record<string, unknown>) => request(testApp.app).post('/api/public/auth/phonesignupverification').set('X-Forwarded-For', freshIp()).send(body);

const signupBody = (phone: string, cdc: string, code: string, overrides: Record<string, unknown> = {}) => ({
  ...({
    phone,
    cdc,
    phoneRegistrationCode: code,
    familyName: 'Grace',
    givenName: 'Hopper',
    name: '',
    password: TEST_PASSWORD,
    phoneVerified: true,
    email: '',
  } satisfies PhoneSignupPayload),
  ...overrides,
});

describe('POST /auth/customer/requestcustomerphoneverification', () => {
  it('texts a 6-digit code through the SMS outbox and answers success', async () => {
    const phone = freshNumber('+86');
    const response = await requestCode({ phone, cdc: '+86' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: `We sent a verification code to +86 ${phone}. It expires in 10 minutes.` });

    const sms = await latestOutbox(testApp.db, `+86${phone}`);
    expect(sms).toMatchObject({ channel: 'sms', kind: 'signup-code', lang: 'en', subject: null });
    expect(sms?.body).toMatch(/^xnews: your verification code is \d{6}\. It expires in 10 minutes\.$/);
    const [row] = await testApp.db.query<{ code_hash: string }>('SELECT code_hash FROM verification_codes WHERE target = $1', [`+86${phone}`]);
    expect(row?.code_hash).not.toContain(codeIn(sms?.body));
  });

  it('texts in Chinese for a Chinese page, and takes 1 for +1', async () => {
    const phone = freshNumber('+86');
    await request(testApp.app).post('/auth/customer/requestcustomerphoneverification?lang=cn').set('X-Forwarded-For', freshIp()).send({ phone, cdc: '86' });
    expect((await latestOutbox(testApp.db, `+86${phone}`))?.body).toMatch(/^【xnews】您的验证码是 \d{6}，10 分钟内有效。$/);
    const us = freshNumber('+1');
    expect((await requestCode({ phone: `(${us.slice(0, 3)}) ${us.slice(3, 6)}-${us.slice(6)}`, cdc: '1' })).status).toBe(200);
    expect(await latestOutbox(testApp.db, `+1${us}`)).toMatchObject({ kind: 'signup-code' });
  });

  it('answers a number with an account like any other, and texts it a notice instead of a code', async () => {
    const national = freshNumber('+1');
    await insertNewUser(testApp.db, { phone: { cdc: '+1', national } });
    const response = await requestCode({ phone: national, cdc: '+1' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: `We sent a verification code to +1 ${national}. It expires in 10 minutes.` });
    const sms = await latestOutbox(testApp.db, `+1${national}`);
    expect(sms).toMatchObject({ kind: 'account-exists', body: 'xnews: this number already has an account. Log in with it, or reset your password by email.' });
  });

  it.each([
    ['letters', { phone: '20255501ab', cdc: '+1' }, 'it is not a phone number!'],
    ['under 9999', { phone: '9998', cdc: '+1' }, 'Incomplete phone number'],
    ['under 999999999 for +1', { phone: '999999998', cdc: '+1' }, 'Incomplete phone number'],
    ['under 999999999 for +86', { phone: '13800138', cdc: '+86' }, 'Incomplete phone number'],
    ['another country', { phone: '7911123456', cdc: '+44' }, ACCOUNT_MESSAGES.dialCodeUnsupported],
    ['no number', { phone: '', cdc: '+1' }, ACCOUNT_MESSAGES.phoneRequired],
    ['more than E.164 allows', { phone: '1234567890123456', cdc: '+1' }, 'it is not a phone number!'],
  ])('refuses %s with 400 and the spec message', async (_label, body, message) => {
    const response = await requestCode(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message, success: false, fields: { phone: message } });
  });
});

describe('POST /api/public/auth/phonesignupverification', () => {
  it('creates the account from the texted code, opens a session, and answers with the email in the message', async () => {
    const phone = freshNumber('+86');
    await requestCode({ phone, cdc: '+86' });
    const code = codeIn((await latestOutbox(testApp.db, `+86${phone}`))?.body);
    const response = await verify(signupBody(phone, '+86', code, { email: 'Grace@Example.com' }));
    expect(response.status).toBe(200);
    expect(response.body.standardResponse).toEqual({ success: true, message: 'grace@example.com' });
    expect(response.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.userPrincipal).toMatchObject({
      name: 'Grace Hopper',
      firstName: 'Grace',
      lastName: 'Hopper',
      provider: 'phone',
      providerId: `+86${phone}`,
      cdc: '+86',
      phone,
      phoneVerified: true,
      // Given but never proven: shown, not verified, and it signs nobody in.
      email: 'grace@example.com',
      emailVerified: false,
    });
    const [identity] = await testApp.db.query<{ provider_id: string; dial_code: string; verified: boolean }>(
      `SELECT provider_id, dial_code, verified FROM identities WHERE provider = 'phone' AND provider_id = $1`,
      [`+86${phone}`],
    );
    expect(identity).toEqual({ provider_id: `+86${phone}`, dial_code: '+86', verified: true });
    expect(await testApp.db.query(`SELECT 1 FROM identities WHERE provider = 'email' AND provider_id = 'grace@example.com'`)).toEqual([]);

    // And the new account logs in by phone, with or without its dial code.
    const login = await request(testApp.app).post('/api/public/auth/phonelogin').set('X-Forwarded-For', freshIp()).send({ phone, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.userPrincipal.id).toBe(response.body.userPrincipal.id);
  });

  it('answers with the number when no email is given, and ignores a client that claims phoneVerified', async () => {
    const phone = freshNumber('+1');
    await requestCode({ phone, cdc: '+1' });
    const code = codeIn((await latestOutbox(testApp.db, `+1${phone}`))?.body);
    const wrong = await verify(signupBody(phone, '+1', code === '000000' ? '000001' : '000000', { phoneVerified: true }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'code_incorrect', message: ACCOUNT_MESSAGES.phoneCodeIncorrect, standardResponse: { success: false } });
    const right = await verify(signupBody(phone, '+1', code));
    expect(right.status).toBe(200);
    expect(right.body.standardResponse.message).toBe(`+1${phone}`);
  });

  it.each([
    ['a code under 4 characters', { phoneRegistrationCode: '123' }, 'phoneRegistrationCode', 'please fill in the phone verification code'],
    ['a password under 7', { password: '123456' }, 'password', ACCOUNT_MESSAGES.phonePasswordLength],
    ['a password over 50', { password: 'x'.repeat(51) }, 'password', ACCOUNT_MESSAGES.phonePasswordLength],
    ['no name', { familyName: '', givenName: '  ' }, 'name', 'Please enter a name'],
    ['a malformed email', { email: 'nope' }, 'email', ACCOUNT_MESSAGES.emailInvalid],
    ['a bad number', { phone: '12ab' }, 'phone', 'it is not a phone number!'],
  ])('refuses %s', async (_label, overrides, field, message) => {
    const response = await verify(signupBody('2025550100', '+1', '123456', overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, standardResponse: { success: false, message } });
    expect(response.body.fields[field]).toBe(message);
  });

  it('takes a 7-character password, the spec minimum for phone sign-up', async () => {
    const phone = freshNumber('+1');
    await requestCode({ phone, cdc: '+1' });
    const code = codeIn((await latestOutbox(testApp.db, `+1${phone}`))?.body);
    expect((await verify(signupBody(phone, '+1', code, { password: 'seven77' }))).status).toBe(200);
  });
});

describe('when text messages cannot go', () => {
  it('answers 503 with a clear message when the SMS provider is down', async () => {
    const sms = httpSms({ url: `http://127.0.0.1:${await unusedPort()}/send`, token: 't', from: undefined }, createLogger('silent'));
    const down = await createTestApp({ db: testApp.db, sms });
    const response = await request(down.app).post('/auth/customer/requestcustomerphoneverification').set('X-Forwarded-For', freshIp()).send({ phone: freshNumber('+1'), cdc: '+1' });
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'service_unavailable', message: 'We could not send the code just now. Please try again in a few minutes.', success: false });
  });
});
