import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import type { EmailSignupPayload } from '../../shared/account-types';
import { createLogger } from '../../server/logger';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { codeIn, freshIp, insertNewUser, setCookie, TEST_PASSWORD, uniqueEmail } from '../support/accounts';
import { startSmtpServer, unusedPort, type ReceivedMail, type TestSmtpServer } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

let smtp: TestSmtpServer;
let testApp: TestApp;

beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ mailer: smtpMailer(smtp.url, 'xnews <no-reply@xnews.com>', createLogger('silent')), publicOrigin: 'http://localhost:3999' });
});
afterAll(async () => {
  await Promise.all([testApp.close(), smtp.close()]);
});

const requestCode = (email: string, options: { ip?: string; lang?: string; websiteId?: string | null } = {}) => {
  const query: Record<string, string> = { newEmail: email };
  if (options.websiteId !== null) query.websiteId = options.websiteId ?? 'xnews';
  if (options.lang) query.lang = options.lang;
  return request(testApp.app).post('/auth/requestemailsignupcode').query(query).set('X-Forwarded-For', options.ip ?? freshIp());
};

const mailTo = (address: string): Promise<ReceivedMail> => smtp.waitForMail((mail) => mail.envelope.to.includes(address));

const signupBody = (email: string, code: string, overrides: Record<string, unknown> = {}) => ({
  ...({
    // The first-name input goes as familyName, the last-name input as givenName (spec §3).
    familyName: 'Ada',
    givenName: 'Lovelace',
    email,
    password: TEST_PASSWORD,
    signUpCode: code,
    name: '',
    websiteId: 'xnews',
  } satisfies EmailSignupPayload),
  ...overrides,
});

describe('POST /auth/requestemailsignupcode', () => {
  it('mails a code of 8 digits, stored only as a hash, and answers success', async () => {
    const email = uniqueEmail('code');
    const response = await requestCode(email);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: `We sent a verification code to ${email}. It expires in 10 minutes.` });

    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Your xnews sign-up code');
    const code = codeIn(mail.parsed.text);
    expect(code).toMatch(/^\d{8}$/);
    expect(mail.parsed.text).toContain('It expires in 10 minutes.');

    const [row] = await testApp.db.query<{ code_hash: string; attempts: number; ttl: number }>(
      `SELECT code_hash, attempts, round(extract(epoch FROM expires_at - created_at))::int AS ttl FROM verification_codes WHERE target = $1`,
      [email],
    );
    expect(row?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.code_hash).not.toContain(code);
    expect(row).toMatchObject({ attempts: 0, ttl: 600 });
  });

  it('writes in the language asked for', async () => {
    const email = uniqueEmail('fr');
    expect((await requestCode(email, { lang: 'fr' })).status).toBe(200);
    const mail = await mailTo(email);
    expect(mail.parsed.subject).toBe('Votre code d’inscription xnews');
    expect(mail.parsed.text).toContain('Il expire dans 10 minutes.');
    expect(mail.raw).toMatch(/Content-Language: fr/i);

    const tw = uniqueEmail('tw');
    await request(testApp.app).post('/auth/requestemailsignupcode').query({ newEmail: tw, websiteId: 'xnews' }).set('Cookie', 'lang=tw').set('X-Forwarded-For', freshIp());
    expect((await mailTo(tw)).parsed.subject).toBe('您的 xnews 註冊驗證碼');
  });

  it('answers an address that has an account exactly as a new one, and mails it a notice, not a code', async () => {
    const user = await insertNewUser(testApp.db);
    const known = await requestCode(user.email ?? '');
    const fresh = uniqueEmail('fresh');
    const unknown = await requestCode(fresh);
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual({ success: true, message: `We sent a verification code to ${user.email}. It expires in 10 minutes.` });
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));

    const notice = await mailTo(user.email ?? '');
    expect(notice.parsed.subject).toBe('Sign-up at xnews');
    expect(notice.parsed.text).toContain('it already has an account');
    expect(notice.parsed.text).toContain('http://localhost:3999/en/user/login');
    expect(notice.parsed.text).not.toMatch(/\b\d{8}\b/);
  });

  it.each([
    ['no address', { newEmail: '' }, 'Email is required'],
    ['a malformed address', { newEmail: 'not-an-address' }, ACCOUNT_MESSAGES.emailInvalid],
    ['another site', { newEmail: 'a@example.com', websiteId: 'othersite' }, ACCOUNT_MESSAGES.websiteIdUnknown],
  ])('refuses %s with 400 and sends nothing', async (_label, query, message) => {
    const before = smtp.received.length;
    const response = await request(testApp.app).post('/auth/requestemailsignupcode').query({ websiteId: 'xnews', ...query }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ message, success: false });
    expect(typeof response.body.error).toBe('string');
    expect(smtp.received.length).toBe(before);
  });

  it('refuses a repeated newEmail rather than picking one', async () => {
    const response = await request(testApp.app).post('/auth/requestemailsignupcode?newEmail=a@example.com&newEmail=b@example.com&websiteId=xnews').set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_parameter', success: false });
  });
});

describe('POST /api/public/auth/signup', () => {
  it('creates the account from a mailed code, opens a session and answers { standardResponse, accessToken }', async () => {
    const email = uniqueEmail('signup');
    await requestCode(email.toUpperCase());
    const code = codeIn((await mailTo(email)).parsed.text);

    const response = await request(testApp.app)
      .post('/api/public/auth/signup')
      .set('X-Forwarded-For', freshIp())
      .send(signupBody(email.toUpperCase(), code));
    expect(response.status).toBe(200);
    expect(response.body.standardResponse).toEqual({ success: true, message: 'Registration Success!' });
    expect(response.body.accessToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.body.userPrincipal).toMatchObject({
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      emailVerified: true,
      provider: 'email',
      providerId: email,
      roles: ['user'],
      phone: null,
      phoneVerified: false,
      lang: 'en',
    });

    // The stored rows: an argon2id hash, never the password; the session as a hash of its token.
    const [user] = await testApp.db.query<{ id: string; first_name: string; last_name: string; password_hash: string }>(
      `SELECT u.id::text AS id, u.first_name, u.last_name, u.password_hash FROM users u JOIN identities i ON i.user_id = u.id WHERE i.provider_id = $1`,
      [email],
    );
    expect(user).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(user?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.password_hash).not.toContain(TEST_PASSWORD);
    const sessions = await testApp.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user?.id]);
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.token_hash).not.toBe(response.body.accessToken);
    expect(sessions[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const session = setCookie(response, 'access_token');
    expect(session?.value).toBe(response.body.accessToken);
    expect(session?.attributes).toMatchObject({ httponly: '', samesite: 'Lax', path: '/' });

    // The session works: the profile the spec loads next.
    const me = await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${response.body.accessToken}`);
    expect(me.status).toBe(200);
    expect(me.body).toEqual(response.body.userPrincipal);

    // The code is used up.
    const again = await request(testApp.app).post('/api/public/auth/signup').set('X-Forwarded-For', freshIp()).send(signupBody(email, code));
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('Verification code is incorrect! Check your email.');
  });

  it('takes the name given, and keeps the language of the sign-up for later mail', async () => {
    const email = uniqueEmail('named');
    await requestCode(email, { lang: 'es' });
    const code = codeIn((await mailTo(email)).parsed.text);
    const response = await request(testApp.app).post('/api/public/auth/signup?lang=es').send(signupBody(email, code, { name: '  Countess  of Lovelace ' }));
    expect(response.status).toBe(200);
    expect(response.body.userPrincipal).toMatchObject({ name: 'Countess of Lovelace', lang: 'es' });
  });

  it.each([
    ['a blank first and last name', { familyName: ' ', givenName: '' }, 'name', 'Please enter a name'],
    ['a short password', { password: '1234567' }, 'password', 'Password needs to be at least 8 characters'],
    ['a short code', { signUpCode: '1234567' }, 'signUpCode', 'Verification code is incorrect! Check your email.'],
    ['no email', { email: '' }, 'email', 'Email is required'],
    ['another websiteId', { websiteId: 'elsewhere' }, 'websiteId', ACCOUNT_MESSAGES.websiteIdUnknown],
  ])('refuses %s with the spec message in both shapes', async (_label, overrides, field, message) => {
    const response = await request(testApp.app).post('/api/public/auth/signup').send(signupBody('x@example.com', '12345678', overrides));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message, standardResponse: { success: false, message } });
    expect(response.body.fields[field]).toBe(message);
  });

  it('names every wrong field at once', async () => {
    const response = await request(testApp.app).post('/api/public/auth/signup').send({ websiteId: 'xnews' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Email is required');
    expect(Object.keys(response.body.fields).sort()).toEqual(['email', 'name', 'password', 'signUpCode']);
  });

  it('refuses a wrong code, and a code for another address', async () => {
    const email = uniqueEmail('wrong');
    const other = uniqueEmail('other');
    await requestCode(email);
    await requestCode(other);
    const code = codeIn((await mailTo(email)).parsed.text);
    const wrong = String((Number(code) + 1) % 1e8).padStart(8, '0');
    const guessed = await request(testApp.app).post('/api/public/auth/signup').send(signupBody(email, wrong));
    expect(guessed.status).toBe(400);
    expect(guessed.body).toMatchObject({ error: 'code_incorrect', message: 'Verification code is incorrect! Check your email.' });
    const elsewhere = await request(testApp.app).post('/api/public/auth/signup').send(signupBody(other, code));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe('Verification code is incorrect! Check your email.');
    expect(await testApp.db.query('SELECT 1 FROM identities WHERE provider_id IN ($1, $2)', [email, other])).toEqual([]);
  });

  it('never signs up an address that has an account, even with the code made for it', async () => {
    const user = await insertNewUser(testApp.db);
    await requestCode(user.email ?? '');
    const [row] = await testApp.db.query<{ id: string }>('SELECT id::text AS id FROM verification_codes WHERE target = $1', [user.email]);
    expect(row).toBeDefined();
    // The notice carries no code; even a right guess of the stored one changes nothing.
    const response = await request(testApp.app).post('/api/public/auth/signup').send(signupBody(user.email ?? '', '00000000'));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Verification code is incorrect! Check your email.');
    expect(await testApp.db.query('SELECT 1 FROM identities WHERE provider_id = $1', [user.email])).toHaveLength(1);
  });

  it('asks for JSON', async () => {
    const form = await request(testApp.app).post('/api/public/auth/signup').type('form').send({ email: 'a@example.com' });
    expect(form.status).toBe(415);
    expect(form.body).toMatchObject({ error: 'unsupported_media_type', standardResponse: { success: false } });
    const array = await request(testApp.app).post('/api/public/auth/signup').set('Content-Type', 'application/json').send('[1]');
    expect(array.status).toBe(400);
    expect(array.body.error).toBe('invalid_body');
    const broken = await request(testApp.app).post('/api/public/auth/signup').set('Content-Type', 'application/json').send('{"email":');
    expect(broken.status).toBe(400);
    expect(broken.body.error).toBe('invalid_json');
  });
});

describe('when mail cannot go', () => {
  it('answers 503 with a clear message when the mail server is down, and 400 when it refuses the address', async () => {
    const down = await createTestApp({ db: testApp.db, mailer: smtpMailer(`smtp://127.0.0.1:${await unusedPort()}`, 'xnews <no-reply@xnews.com>', createLogger('silent')) });
    const response = await request(down.app).post('/auth/requestemailsignupcode').query({ newEmail: uniqueEmail('down'), websiteId: 'xnews' }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(503);
    expect(response.body).toEqual({ error: 'service_unavailable', message: 'We could not send the code just now. Please try again in a few minutes.', success: false });

    const picky = await startSmtpServer({ rejectRecipients: ['no.such.user@example.com'] });
    try {
      const refusing = await createTestApp({ db: testApp.db, mailer: smtpMailer(picky.url, 'xnews <no-reply@xnews.com>', createLogger('silent')) });
      const refused = await request(refusing.app).post('/auth/requestemailsignupcode').query({ newEmail: 'no.such.user@example.com', websiteId: 'xnews' }).set('X-Forwarded-For', freshIp());
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 'address_rejected', message: 'The mail server refused this address. Please check it and try again.', success: false });
    } finally {
      await picky.close();
    }
  });
});
