import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { createLogger } from '../../server/logger';
import { smtpMailer } from '../../server/services/mail/smtp-mailer';
import { freshIp, insertNewUser, setCookie, type TestUser } from '../support/accounts';
import { capturingLogger } from '../support/capturing-logger';
import { startSmtpServer, unusedPort, type TestSmtpServer } from '../support/smtp-server';
import { createTestApp, type TestApp } from '../support/test-app';

const ORIGIN = 'http://localhost:3999';
const RESET_ANSWER = {
  message: 'If an account uses this email address, we have sent it a link to reset the password. The link works for 30 minutes.',
  success: true,
};

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  testApp = await createTestApp({ mailer: smtpMailer(smtp.url, 'xnews <no-reply@xnews.com>', createLogger('silent')), publicOrigin: ORIGIN });
});
afterAll(async () => {
  await Promise.all([testApp.close(), smtp.close()]);
});

const requestReset = (email: string, query: Record<string, string> = {}) =>
  request(testApp.app).post('/auth/resetpassword').query({ email, ...query }).set('X-Forwarded-For', freshIp());

const confirm = (body: Record<string, unknown>) => request(testApp.app).post('/auth/resetpassword/confirm').set('X-Forwarded-For', freshIp()).send(body);

/** Asks for a reset link and reads it from the mail the SMTP server received. */
async function resetLink(user: TestUser, query: Record<string, string> = {}): Promise<URL> {
  expect((await requestReset(user.email ?? '', query)).body).toEqual(RESET_ANSWER);
  const mail = await smtp.waitForMail((received) => received.envelope.to.includes(user.email ?? '') && received.parsed.text?.includes('/user/reset?token=') === true);
  smtp.received.splice(smtp.received.indexOf(mail), 1);
  const match = /(http:\/\/\S+\/user\/reset\?token=\S+)/.exec(mail.parsed.text ?? '');
  if (!match?.[1]) throw new Error(`no link in ${mail.parsed.text}`);
  return new URL(match[1]);
}

const signIn = async (user: TestUser, password = user.password) =>
  request(testApp.app).post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password });

describe('POST /auth/resetpassword', () => {
  it("mails a link to /{lang}/user/reset?token= on the site's public origin, kept only as a hash", async () => {
    const user = await insertNewUser(testApp.db);
    const link = await resetLink(user);
    expect(link.origin).toBe(ORIGIN);
    expect(link.pathname).toBe('/en/user/reset');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{43}$/);
    const [row] = await testApp.db.query<{ selector: string; verifier_hash: string; ttl: number }>(
      `SELECT selector, verifier_hash, round(extract(epoch FROM expires_at - created_at))::int AS ttl FROM reset_tokens WHERE user_id = $1`,
      [user.userId],
    );
    expect(row?.ttl).toBe(1800);
    expect(row?.selector).toBe(token.split('.')[0]);
    expect(row?.verifier_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.verifier_hash).not.toContain(token.split('.')[1]);
  });

  it("writes in the page's language, else the account's own", async () => {
    const user = await insertNewUser(testApp.db, { lang: 'es' });
    expect((await resetLink(user)).pathname).toBe('/es/user/reset');
    expect((await resetLink(user, { lang: 'cn' })).pathname).toBe('/cn/user/reset');
    const mails = smtp.received.filter((mail) => mail.envelope.to.includes(user.email ?? ''));
    expect(mails).toEqual([]);
  });

  it('answers an unknown address exactly as a known one, and mails nobody', async () => {
    const user = await insertNewUser(testApp.db);
    // The unknown address first: a mail to it, which would follow its answer as the known one's
    // does, would then be under way before the known one's, whose arrival is what is waited for.
    const unknown = await requestReset('nobody.at.all@example.com');
    const known = await requestReset(user.email ?? '');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual(RESET_ANSWER);
    await smtp.waitForMail((mail) => mail.envelope.to.includes(user.email ?? ''));
    expect(smtp.received.some((mail) => mail.envelope.to.includes('nobody.at.all@example.com'))).toBe(false);
  });

  it('answers the same when the mail server is down: saying otherwise would say the account exists', async () => {
    const user = await insertNewUser(testApp.db);
    const { logger, lines } = capturingLogger('warn');
    const down = await createTestApp({ db: testApp.db, logger, mailer: smtpMailer(`smtp://127.0.0.1:${await unusedPort()}`, 'xnews <no-reply@xnews.com>', logger) });
    const response = await request(down.app).post('/auth/resetpassword').query({ email: user.email }).set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(200);
    expect(response.body).toEqual(RESET_ANSWER);
    // The operator learns of it from the log.
    await expect.poll(() => lines.some((line) => line.includes('password reset link not sent'))).toBe(true);
  });

  it("refuses an empty address with the spec's 'Email is required'", async () => {
    const response = await request(testApp.app).post('/auth/resetpassword').set('X-Forwarded-For', freshIp());
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message: 'Email is required', success: false });
  });
});

describe('POST /auth/resetpassword/confirm', () => {
  it('sets the new password and signs the user out everywhere', async () => {
    const user = await insertNewUser(testApp.db);
    const before = await signIn(user);
    const other = await signIn(user);
    const token = (await resetLink(user)).searchParams.get('token');

    const response = await confirm({ token, password: 'a-brand-new-password' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: ACCOUNT_MESSAGES.resetDone, success: true });
    expect(setCookie(response, 'access_token')?.attributes.expires).toMatch(/1970/);

    for (const session of [before, other]) {
      expect((await request(testApp.app).get('/user/me').set('Authorization', `Bearer ${session.body.accessToken}`)).status).toBe(401);
    }
    const live = await testApp.db.query('SELECT 1 FROM sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.userId]);
    expect(live).toEqual([]);
    expect((await signIn(user)).status).toBe(401);
    expect((await signIn(user, 'a-brand-new-password')).status).toBe(200);

    // Used once only.
    const again = await confirm({ token, password: 'yet-another-password' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'reset_token_invalid', message: ACCOUNT_MESSAGES.resetTokenInvalid, success: false });
  });

  it('keeps only the latest link working', async () => {
    const user = await insertNewUser(testApp.db);
    const first = (await resetLink(user)).searchParams.get('token');
    const second = (await resetLink(user)).searchParams.get('token');
    expect((await confirm({ token: first, password: 'new-password-1' })).body.error).toBe('reset_token_invalid');
    expect((await confirm({ token: second, password: 'new-password-2' })).status).toBe(200);
  });

  it.each([
    ['no token', { password: 'long-enough-1' }, 'token', ACCOUNT_MESSAGES.resetTokenMissing],
    ['a short password', { token: 'x', password: 'short' }, 'password', 'Password needs to be at least 8 characters'],
  ])('refuses %s with 400', async (_label, body, field, message) => {
    const response = await confirm(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid_input', message, success: false });
    expect(response.body.fields[field]).toBe(message);
  });
});
