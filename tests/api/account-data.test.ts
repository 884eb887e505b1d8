import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XSRF_HEADER } from '../../shared/account-cookies';
import { ACCOUNT_DATA_API, ACCOUNT_DATA_MESSAGES } from '../../shared/account-data';
import { ACCOUNT_MESSAGES } from '../../shared/account-messages';
import { codeIn, freshIp, insertNewUser, latestOutbox, setCookie, uniqueEmail, type TestUser } from '../support/accounts';
import { apiSignIn, type ApiSession } from '../support/api-sign-in';
import { seedPasskey } from '../support/passkeys';
import { storedSubscriber } from '../support/newsletter';
import { createTestApp, type TestApp } from '../support/test-app';
import { capturingLogger } from '../support/capturing-logger';
import { MailUnavailableError } from '../../server/services/mail/mail-errors';
import { outboxMailer } from '../../server/services/mail/outbox-mailer';
import { upsertStories } from '../../server/db/news/upsert-stories';
import type { NewsItemInput } from '../../shared/types';
import { newsItem } from '../../scripts/harness/news-fixtures';

/** A reader's own data (decision 021): export, deletion after a fresh sign-in, email and password changes. */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const api = () => request(testApp.app);
const post = (path: string, session: ApiSession, body?: object) => {
  const call = api().post(path).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).set('X-Forwarded-For', freshIp());
  return body === undefined ? call : call.send(body);
};
const me = (session: ApiSession) => api().get('/user/me').set('Authorization', `Bearer ${session.token}`);

async function count(table: string, where: string, params: unknown[]): Promise<number> {
  const [row] = await testApp.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params);
  return row?.n ?? 0;
}

/** Makes the session's sign-in older than the 10 minutes a deletion allows. */
async function ageSession(session: ApiSession): Promise<void> {
  await testApp.db.query(`UPDATE sessions SET created_at = now() - interval '11 minutes' WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`, [session.token]);
}

/** A saved story and a followed category, through the reader-list API (decision 019). */
async function saveAndFollow(session: ApiSession): Promise<NewsItemInput> {
  const story = newsItem({ title: 'Harbour seals return to the estuary' });
  await upsertStories(testApp.db, [story]);
  const bearer = `Bearer ${session.token}`;
  await api().put(`/api/public/users/me/saved/${story.id}`).set('Authorization', bearer).expect(200);
  await api().put('/api/public/users/me/follows/business').set('Authorization', bearer).expect(200);
  return story;
}

/** A subscription confirmed through the profile (consent via account), as the newsletter API makes it. */
async function subscribeOnProfile(session: ApiSession): Promise<void> {
  await api().put('/api/public/users/me/newsletter').set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).send({ categories: ['technology'] }).expect(200);
}

async function withoutPassword(user: TestUser): Promise<void> {
  await testApp.db.query('UPDATE users SET password_hash = NULL WHERE id = $1', [user.userId]);
}

describe('GET /api/public/users/me/export', () => {
  it('is a JSON attachment, never cached, with the account, its sign-in methods, newsletter, activity and sessions, and no secret', async () => {
    const user = await insertNewUser(testApp.db, { lang: 'fr' });
    await testApp.db.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'google', 'google-subject-42', true)`, [user.userId]);
    const session = await apiSignIn(testApp.app, user);
    const other = await apiSignIn(testApp.app, user);
    await subscribeOnProfile(session);
    const story = await saveAndFollow(session);
    await seedPasskey(testApp.db, user.userId, 'Work laptop');
    await api().post('/auth/resetpassword').query({ email: user.email }).set('X-Forwarded-For', freshIp()).expect(200);

    const response = await api().get(ACCOUNT_DATA_API.export).set('Cookie', session.cookie).set('User-Agent', 'ExportTest/1.0').expect(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="?xnews-my-data-\d{4}-\d{2}-\d{2}\.json"?$/);
    const data = JSON.parse(response.text) as {
      account: unknown;
      signInMethods: { passwordSet: boolean; identities: unknown[] };
      newsletter: unknown[];
      readerLists: { savedStories: unknown[]; follows: unknown[] };
      passkeys: unknown[];
      signInActivity: { event: string; userAgent: string | null }[];
      activeSessions: unknown[];
    };
    expect(data.account).toMatchObject({ id: user.userId, name: 'Test User', firstName: 'Test', lastName: 'User', lang: 'fr', roles: ['user'] });
    expect(data.signInMethods.passwordSet).toBe(true);
    expect(data.signInMethods.identities).toEqual([
      expect.objectContaining({ provider: 'email', identifier: user.email, verified: true, linkedAt: expect.any(String) }),
      expect.objectContaining({ provider: 'google', identifier: 'google-subject-42', linkedAt: expect.any(String) }),
    ]);
    expect(data.newsletter).toEqual([
      expect.objectContaining({ email: user.email, status: 'confirmed', topics: ['technology'], consent: expect.objectContaining({ via: 'account', at: expect.any(String) }) }),
    ]);
    expect(data.passkeys).toEqual([
      { name: 'Work laptop', syncedBetweenDevices: expect.any(Boolean), backedUp: expect.any(Boolean), transports: expect.any(Array), addedAt: expect.any(String), lastUsedAt: null },
    ]);
    expect(data.readerLists).toEqual({
      savedStories: [{ storyId: story.id, title: story.title, savedAt: expect.any(String) }],
      follows: [{ category: 'business', subcategory: null, followedAt: expect.any(String) }],
    });
    expect(data.signInActivity.map((event) => event.event)).toEqual(['data-exported', 'reset-requested', 'login', 'login']);
    expect(data.signInActivity[0]).toMatchObject({ userAgent: 'ExportTest/1.0' });
    expect(data.activeSessions).toHaveLength(2);
    expect(data.activeSessions[0]).toEqual({ signedInAt: expect.any(String), lastSeenAt: expect.any(String), reauthenticatedAt: null, expiresAt: expect.any(String), userAgent: null, networkHash: expect.any(String) });

    // No secret anywhere: password hash, session tokens or their hashes, reset tokens, link keys.
    const [secrets] = await testApp.db.query<{ hash: string; link_key: string; verifier_hash: string; selector: string }>(
      `SELECT u.password_hash AS hash, n.link_key, r.verifier_hash, r.selector FROM users u JOIN newsletter_subscribers n ON n.user_id = u.id JOIN reset_tokens r ON r.user_id = u.id WHERE u.id = $1`,
      [user.userId],
    );
    const sessionHashes = await testApp.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions WHERE user_id = $1', [user.userId]);
    const [passkey] = await testApp.db.query<{ credential_id: string; public_key: string }>(
      "SELECT credential_id, encode(public_key, 'base64') AS public_key FROM passkeys WHERE user_id = $1",
      [user.userId],
    );
    for (const secret of [passkey?.credential_id, passkey?.public_key, secrets?.hash, secrets?.link_key, secrets?.verifier_hash, secrets?.selector, session.token, other.token, ...sessionHashes.map((row) => row.token_hash)]) {
      expect(secret).toBeTruthy();
      expect(response.text).not.toContain(secret);
    }
    expect(response.text).not.toMatch(/argon2|password_hash|token|link_key/i);
  });

  it('tells when each session was last used, writing that at most every 5 minutes', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const seenMinutesAgo = async () =>
      (await testApp.db.query<{ minutes: number }>(`SELECT extract(epoch FROM now() - last_seen_at)::float8 / 60 AS minutes FROM sessions WHERE user_id = $1`, [user.userId]))[0]?.minutes;
    await testApp.db.query(`UPDATE sessions SET last_seen_at = now() - interval '1 hour' WHERE user_id = $1`, [user.userId]);
    await me(session).expect(200);
    expect(await seenMinutesAgo()).toBeLessThan(1);
    await testApp.db.query(`UPDATE sessions SET last_seen_at = now() - interval '2 minutes' WHERE user_id = $1`, [user.userId]);
    await me(session).expect(200);
    expect(await seenMinutesAgo()).toBeGreaterThanOrEqual(2);
  });

  it('needs a session (cookie or bearer), and is limited per account', async () => {
    expect((await api().get(ACCOUNT_DATA_API.export)).status).toBe(401);
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    for (let time = 0; time < 10; time += 1) await api().get(ACCOUNT_DATA_API.export).set('Authorization', `Bearer ${session.token}`).expect(200);
    const limited = await api().get(ACCOUNT_DATA_API.export).set('Authorization', `Bearer ${session.token}`);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
  });
});

describe('DELETE /api/public/users/me', () => {
  it('removes the account and everything of it in one go, ends every session, and clears the cookies', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const otherDevice = await apiSignIn(testApp.app, user);
    await subscribeOnProfile(session);
    await saveAndFollow(session);
    await seedPasskey(testApp.db, user.userId);
    await api().post('/auth/resetpassword').query({ email: user.email }).set('X-Forwarded-For', freshIp()).expect(200);
    await post(ACCOUNT_DATA_API.emailCode, session, { email: uniqueEmail('pending-change') }).expect(200);
    await api().post('/auth/requestemailsignupcode').query({ newEmail: user.email }).set('X-Forwarded-For', freshIp()).expect(200);
    const before = await count('audit_events', 'user_id = $1', [user.userId]);
    expect(before).toBeGreaterThan(2);
    expect(await count('reset_tokens', 'user_id = $1', [user.userId])).toBe(1);

    // The anti-forgery header is needed with the cookie.
    expect((await api().delete(ACCOUNT_DATA_API.account).set('Cookie', session.cookie)).body.error).toBe('csrf_failed');
    const deleted = await api().delete(ACCOUNT_DATA_API.account).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).expect(200);
    expect(deleted.body).toEqual({ success: true, message: ACCOUNT_DATA_MESSAGES.accountDeleted });
    expect(setCookie(deleted, 'access_token')?.attributes.expires).toMatch(/1970/);

    for (const [table, where] of [
      ['users', 'id = $1'],
      ['identities', 'user_id = $1'],
      ['sessions', 'user_id = $1'],
      ['reset_tokens', 'user_id = $1'],
      ['audit_events', 'user_id = $1'],
      ['newsletter_subscribers', 'user_id = $1'],
      ['saved_stories', 'user_id = $1'],
      ['follows', 'user_id = $1'],
      ['passkeys', 'user_id = $1'],
    ] as const) {
      expect(await count(table, where, [user.userId]), table).toBe(0);
    }
    expect(await count('verification_codes', `target = $1 OR starts_with(target, $2)`, [user.email, `${user.userId} `])).toBe(0);
    expect(await storedSubscriber(testApp.db, user.email ?? '')).toBeUndefined();
    expect(await count('audit_events', `kind = 'account-deleted' AND user_id IS NULL AND ip_hash IS NULL AND subject_hash IS NULL`, [])).toBeGreaterThanOrEqual(1);
    // Both devices are signed out, and the address can sign up again.
    expect((await me(session)).status).toBe(401);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password })).status).toBe(401);
  });

  it('also removes a subscription made from the footer with the account’s address', async () => {
    const user = await insertNewUser(testApp.db);
    await api().post('/api/public/newsletter').set('X-Forwarded-For', freshIp()).send({ email: user.email, lang: 'en' }).expect(202);
    const session = await apiSignIn(testApp.app, user);
    await api().delete(ACCOUNT_DATA_API.account).set('Authorization', `Bearer ${session.token}`).expect(200);
    expect(await storedSubscriber(testApp.db, user.email ?? '')).toBeUndefined();
  });

  it('needs a sign-in in the last 10 minutes: otherwise the password (or, without one, a mailed code) proves it first', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    await ageSession(session);
    const refused = await api().delete(ACCOUNT_DATA_API.account).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: 'reauthentication_required', message: ACCOUNT_DATA_MESSAGES.reauthenticationRequired });
    expect(await count('users', 'id = $1', [user.userId])).toBe(1);

    const wrong = await post(ACCOUNT_DATA_API.reauthenticate, session, { password: 'not-the-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_parameter', parameter: 'password', message: ACCOUNT_DATA_MESSAGES.passwordIncorrect });
    const empty = await post(ACCOUNT_DATA_API.reauthenticate, session, {});
    expect(empty.body).toMatchObject({ error: 'invalid_parameter', parameter: 'password', message: ACCOUNT_MESSAGES.passwordRequired });
    expect((await post(ACCOUNT_DATA_API.reauthenticateCode, session)).body.error).toBe('has_password');
    await post(ACCOUNT_DATA_API.reauthenticate, session, { password: user.password }).expect(200);
    await api().delete(ACCOUNT_DATA_API.account).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).expect(200);
    expect(await count('users', 'id = $1', [user.userId])).toBe(0);
  });

  it('an account without a password proves it with a code mailed to its verified address', async () => {
    const user = await insertNewUser(testApp.db, { lang: 'es' });
    const session = await apiSignIn(testApp.app, user);
    await withoutPassword(user);
    await ageSession(session);
    expect((await post(ACCOUNT_DATA_API.reauthenticate, session, { password: 'anything-at-all' })).body.error).toBe('no_password');
    await post(ACCOUNT_DATA_API.reauthenticateCode, session).expect(200);
    const mail = await latestOutbox(testApp.db, user.email ?? '');
    expect(mail).toMatchObject({ kind: 'reauthenticate-code', lang: 'es' });
    const code = codeIn(mail?.body);
    expect(mail?.subject).not.toContain(code);
    const wrong = await post(ACCOUNT_DATA_API.reauthenticate, session, { code: code === '00000000' ? '11111111' : '00000000' });
    expect(wrong.body).toMatchObject({ parameter: 'code', message: ACCOUNT_DATA_MESSAGES.codeIncorrect });
    await post(ACCOUNT_DATA_API.reauthenticate, session, { code }).expect(200);
    // Used once.
    expect((await post(ACCOUNT_DATA_API.reauthenticate, session, { code })).status).toBe(400);
    await api().delete(ACCOUNT_DATA_API.account).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).expect(200);
  });

  it('limits wrong passwords per account', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    for (let time = 0; time < 5; time += 1) expect((await post(ACCOUNT_DATA_API.reauthenticate, session, { password: `wrong-${time}` })).status).toBe(400);
    const limited = await post(ACCOUNT_DATA_API.reauthenticate, session, { password: user.password });
    expect(limited.status).toBe(429);
  });
});

describe('changing the email address', () => {
  it('mails a code to the new address; the code makes it the account’s, moves the newsletter, and ends every other session', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const otherDevice = await apiSignIn(testApp.app, user);
    await subscribeOnProfile(session);
    const oldLinkKey = (await testApp.db.query<{ link_key: string }>('SELECT link_key FROM newsletter_subscribers WHERE user_id = $1', [user.userId]))[0]?.link_key;
    const next = uniqueEmail('New.Address').toUpperCase();
    const sent = await post(ACCOUNT_DATA_API.emailCode, session, { email: next }).expect(200);
    expect(sent.body).toEqual({ success: true, message: `We sent a verification code to ${next.toLowerCase()}. It expires in 10 minutes.` });
    const mail = await latestOutbox(testApp.db, next);
    expect(mail?.kind).toBe('email-change-code');
    const code = codeIn(mail?.body);

    const wrong = await post(ACCOUNT_DATA_API.email, session, { email: next, code: code === '00000000' ? '11111111' : '00000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_parameter', parameter: 'code', message: ACCOUNT_DATA_MESSAGES.codeIncorrect });
    // The code serves this account alone.
    const stranger = await apiSignIn(testApp.app, await insertNewUser(testApp.db));
    expect((await post(ACCOUNT_DATA_API.email, stranger, { email: next, code })).status).toBe(400);

    const changed = await post(ACCOUNT_DATA_API.email, session, { email: next, code }).expect(200);
    expect(changed.body).toMatchObject({ success: true, message: ACCOUNT_DATA_MESSAGES.emailChanged, userPrincipal: { email: next.toLowerCase(), emailVerified: true } });
    expect(decodeURIComponent(setCookie(changed, 'user_info')?.value ?? '')).toContain(next.toLowerCase());
    expect((await me(session)).body.email).toBe(next.toLowerCase());
    expect((await me(otherDevice)).status).toBe(401);
    const moved = await testApp.db.query<{ email: string; link_key: string; status: string }>('SELECT email, link_key, status FROM newsletter_subscribers WHERE user_id = $1', [user.userId]);
    expect(moved).toEqual([{ email: next.toLowerCase(), link_key: expect.any(String), status: 'confirmed' }]);
    expect(moved[0]?.link_key).not.toBe(oldLinkKey);
    // Sign-in follows the address.
    expect((await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password })).status).toBe(401);
    expect((await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: next, password: user.password })).status).toBe(200);
  });

  it('tells the old address, in the reader’s language, where the account went (masked) and whom to contact', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const next = uniqueEmail('moved');
    await post(`${ACCOUNT_DATA_API.emailCode}?lang=fr`, session, { email: next }).expect(200);
    const code = codeIn((await latestOutbox(testApp.db, next))?.body);
    expect(await latestOutbox(testApp.db, user.email ?? '')).toBeUndefined();
    await post(`${ACCOUNT_DATA_API.email}?lang=fr`, session, { email: next, code }).expect(200);
    const notice = await latestOutbox(testApp.db, user.email ?? '');
    expect(notice).toMatchObject({ kind: 'email-changed-notice', lang: 'fr', subject: 'L’adresse e-mail de votre compte xnews a été modifiée' });
    expect(notice?.body).toContain(`remplacée par ${next.slice(0, 1)}…@${next.split('@')[1]}.`);
    expect(notice?.body).not.toContain(next);
    expect(notice?.body).toMatch(/https?:\/\/[^/\s]+\/fr\/about\/contact/);
  });

  it('keeps the change when the notice to the old address cannot be sent, and logs that it was not', async () => {
    const { logger, lines } = capturingLogger('warn');
    const stored = outboxMailer(testApp.db, logger);
    const noNotice = await createTestApp({
      db: testApp.db,
      logger,
      mailer: { send: (message) => (message.kind === 'email-changed-notice' ? Promise.reject(new MailUnavailableError('the mail server is down', new Error('connect ECONNREFUSED'), 'ECONNECTION')) : stored.send(message)) },
    });
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(noNotice.app, user);
    const next = uniqueEmail('kept');
    const send = (path: string, body: object) => request(noNotice.app).post(path).set('Cookie', session.cookie).set(XSRF_HEADER, session.xsrf).set('X-Forwarded-For', freshIp()).send(body);
    await send(ACCOUNT_DATA_API.emailCode, { email: next }).expect(200);
    const changed = await send(ACCOUNT_DATA_API.email, { email: next, code: codeIn((await latestOutbox(testApp.db, next))?.body) });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ success: true, message: ACCOUNT_DATA_MESSAGES.emailChanged });
    expect(await count('identities', `provider = 'email' AND provider_id = $1`, [next])).toBe(1);
    expect(lines.map((line) => JSON.parse(line) as { msg: string; mail?: { kind: string; to: string } })).toContainEqual(
      expect.objectContaining({ msg: 'the notice of an email change to the old address could not be sent', mail: { kind: 'email-changed-notice', to: `${(user.email ?? '').slice(0, 1)}…@${(user.email ?? '').split('@')[1]}` } }),
    );
  });

  it('refuses an expired code, a malformed address and the account’s own', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const next = uniqueEmail('expiring');
    await post(ACCOUNT_DATA_API.emailCode, session, { email: next }).expect(200);
    const code = codeIn((await latestOutbox(testApp.db, next))?.body);
    await testApp.db.query(`UPDATE verification_codes SET expires_at = now() - interval '1 second' WHERE purpose = 'email-change' AND target = $1`, [`${user.userId} ${next}`]);
    const expired = await post(ACCOUNT_DATA_API.email, session, { email: next, code });
    expect(expired.body).toMatchObject({ parameter: 'code', message: ACCOUNT_MESSAGES.codeExpired });

    const malformed = await post(ACCOUNT_DATA_API.emailCode, session, { email: 'not-an-address' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ error: 'invalid_parameter', parameter: 'email', message: ACCOUNT_MESSAGES.emailInvalid });
    const own = await post(ACCOUNT_DATA_API.emailCode, session, { email: user.email });
    expect(own.body).toMatchObject({ parameter: 'email', message: ACCOUNT_DATA_MESSAGES.sameEmail });
    const short = await post(ACCOUNT_DATA_API.email, session, { email: next, code: '12' });
    expect(short.body).toMatchObject({ parameter: 'code' });
    expect((await api().post(ACCOUNT_DATA_API.emailCode).set('Cookie', session.cookie).type('form').send('email=x@example.com')).status).toBe(403);
  });

  it('answers an address that has an account as any other, mails its owner a notice, and never moves the account there', async () => {
    const owner = await insertNewUser(testApp.db);
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const free = uniqueEmail('free');
    const taken = await post(ACCOUNT_DATA_API.emailCode, session, { email: owner.email });
    const other = await post(ACCOUNT_DATA_API.emailCode, session, { email: free });
    expect(taken.status).toBe(200);
    expect(taken.body.message.replace(owner.email ?? '', '')).toBe(other.body.message.replace(free, ''));
    const notice = await latestOutbox(testApp.db, owner.email ?? '');
    expect(notice?.kind).toBe('email-change-taken');
    expect(notice?.body).not.toMatch(/\b\d{8}\b/);
    // Its code exists but was never sent: no guess moves the account onto the owner's address.
    const refused = await post(ACCOUNT_DATA_API.email, session, { email: owner.email, code: '12345678' });
    expect(refused.body).toMatchObject({ parameter: 'code', message: ACCOUNT_DATA_MESSAGES.codeIncorrect });
    expect(await count('identities', `provider = 'email' AND provider_id = $1`, [owner.email])).toBe(1);
  });
});

describe('POST /api/public/users/me/password', () => {
  it('needs the current password and sign-up’s rule; a change ends the other sessions and keeps this one', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    const otherDevice = await apiSignIn(testApp.app, user);
    const wrong = await post(ACCOUNT_DATA_API.password, session, { currentPassword: 'not-it-at-all', newPassword: 'brand-new-pass-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ error: 'invalid_parameter', parameter: 'currentPassword', message: ACCOUNT_DATA_MESSAGES.passwordIncorrect });
    const weak = await post(ACCOUNT_DATA_API.password, session, { currentPassword: user.password, newPassword: 'short' });
    expect(weak.body).toMatchObject({ error: 'invalid_parameter', parameter: 'newPassword', message: 'Password needs to be at least 8 characters' });
    expect((await me(otherDevice)).status).toBe(200);

    const changed = await post(ACCOUNT_DATA_API.password, session, { currentPassword: user.password, newPassword: 'brand-new-pass-1' }).expect(200);
    expect(changed.body).toEqual({ success: true, message: ACCOUNT_DATA_MESSAGES.passwordChanged });
    expect((await me(session)).status).toBe(200);
    expect((await me(otherDevice)).status).toBe(401);
    expect((await api().post('/api/public/auth/login').set('X-Forwarded-For', freshIp()).send({ email: user.email, password: user.password })).status).toBe(401);
    await apiSignIn(testApp.app, user, 'brand-new-pass-1');
  });

  it('is not offered to an account without a password (a reset link sets one), and needs a session and the header', async () => {
    const user = await insertNewUser(testApp.db);
    const session = await apiSignIn(testApp.app, user);
    expect((await api().post(ACCOUNT_DATA_API.password).set('Cookie', session.cookie).send({ currentPassword: 'x', newPassword: 'yyyyyyyy' })).body.error).toBe('csrf_failed');
    expect((await api().post(ACCOUNT_DATA_API.password).send({ currentPassword: 'x', newPassword: 'yyyyyyyy' })).status).toBe(401);
    await withoutPassword(user);
    const refused = await post(ACCOUNT_DATA_API.password, session, { currentPassword: 'anything', newPassword: 'brand-new-pass-1' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('no_password');
  });
});

describe('/{lang}/profile/deleted', () => {
  it('says the account was deleted, in the page’s language, noindex and never cached', async () => {
    for (const lang of ['en', 'tw'] as const) {
      const page = await api().get(`/${lang}/profile/deleted`).expect(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toContain(testApp.site.translations[lang].accountData.deletedTitle);
      expect(page.text).toContain('noindex');
    }
    expect((await api().get('/de/profile/deleted')).status).toBe(404);
  });
});
