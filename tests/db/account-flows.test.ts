import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { sharedSecret } from '../../server/db/accounts/server-secrets';
import { accountServices, type AccountServices } from '../../server/services/accounts/account-services';
import { signInWithEmail, signInWithPhone } from '../../server/services/accounts/sign-in';
import { signUpWithEmail } from '../../server/services/accounts/sign-up';
import type { Mailer } from '../../server/services/mail/mailer';
import { argon2Hasher, type PasswordHasher } from '../../server/services/passwords/password-hasher';
import { authSecretFor } from '../../server/services/secrets/auth-secret';
import { sha256Hex } from '../../server/services/secrets/secret-values';
import type { SmsSender } from '../../server/services/sms/sms-sender';
import { insertNewUser, uniqueEmail } from '../support/accounts';
import { openTestDatabase } from '../support/test-database';

const logger = createLogger('silent');
const meta = { ipHash: null, userAgent: 'account-flows-test' };

/** A hasher that counts what it is asked, so that the work for each case can be compared. */
function countingHasher(inner: PasswordHasher) {
  const counts = { hash: 0, verify: 0, verifyNothing: 0 };
  const hasher: PasswordHasher = {
    hash: (password) => {
      counts.hash += 1;
      return inner.hash(password);
    },
    verify: (stored, password) => {
      counts.verify += 1;
      return inner.verify(stored, password);
    },
    verifyNothing: (password) => {
      counts.verifyNothing += 1;
      return inner.verifyNothing(password);
    },
  };
  return { hasher, counts };
}

let db: Database;
let services: AccountServices;
let counts: { hash: number; verify: number; verifyNothing: number };
const notUsed = () => Promise.reject(new Error('not used here'));
const mailer: Mailer = { send: notUsed };
const sms: SmsSender = { send: notUsed };

beforeAll(async () => {
  db = await openTestDatabase();
  const counting = countingHasher(argon2Hasher());
  counts = counting.counts;
  services = {
    ...accountServices({ db, mailer, sms, logger, siteName: 'xnews', publicOrigin: 'http://localhost' }),
    passwords: counting.hasher,
  };
});
afterAll(() => db.close());

const reset = () => Object.assign(counts, { hash: 0, verify: 0, verifyNothing: 0 });

describe('sign-in does the same work whether or not the account exists', () => {
  it('one verification for a known account with a wrong password, one decoy for an unknown one', async () => {
    const user = await insertNewUser(db);
    reset();
    expect(await signInWithEmail(services, user.email ?? '', 'wrong', meta)).toBeNull();
    expect(counts).toEqual({ hash: 0, verify: 1, verifyNothing: 0 });
    reset();
    expect(await signInWithEmail(services, uniqueEmail('ghost'), 'wrong', meta)).toBeNull();
    expect(counts).toEqual({ hash: 0, verify: 0, verifyNothing: 1 });
  });

  it('a decoy too for an account without a password, and for a number under two dial codes', async () => {
    const [social] = await db.query<{ id: string }>(`INSERT INTO users (name) VALUES ('Social Only') RETURNING id::text AS id`);
    const email = uniqueEmail('social');
    await db.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'email', $2, true)`, [social?.id, email]);
    reset();
    expect(await signInWithEmail(services, email, 'anything', meta)).toBeNull();
    expect(counts.verifyNothing).toBe(1);

    // The same national digits under +1 and +86: without a dial code, neither is picked.
    await insertNewUser(db, { email: null, phone: { cdc: '+1', national: '5551234567' }, password: 'same-password' });
    await insertNewUser(db, { email: null, phone: { cdc: '+86', national: '5551234567' }, password: 'same-password' });
    reset();
    expect(await signInWithPhone(services, { digits: '5551234567', cdc: null, password: 'same-password' }, meta)).toBeNull();
    expect(counts.verifyNothing).toBe(1);
    expect(await signInWithPhone(services, { digits: '5551234567', cdc: '86', password: 'same-password' }, meta)).not.toBeNull();
  });

  it('a wrong sign-up code costs no hashing', async () => {
    reset();
    const outcome = await signUpWithEmail(services, { email: uniqueEmail('nocode'), password: '12345678', code: '12345678', firstName: 'A', lastName: 'B', name: 'A B' }, 'en', meta);
    expect(outcome).toEqual({ ok: false, reason: 'incorrect' });
    expect(counts.hash).toBe(0);
  });
});

describe('sessions', () => {
  it('are stored as the SHA-256 of their token, end when revoked, one or all', async () => {
    const user = await insertNewUser(db);
    const a = await services.sessions.open({ userId: user.userId, identityId: null }, meta);
    const b = await services.sessions.open({ userId: user.userId, identityId: null }, meta);
    const rows = await db.query<{ token_hash: string; user_agent: string }>('SELECT token_hash, user_agent FROM sessions WHERE user_id = $1 ORDER BY id', [user.userId]);
    expect(rows).toEqual([{ token_hash: sha256Hex(a.token), user_agent: 'account-flows-test' }, { token_hash: sha256Hex(b.token), user_agent: 'account-flows-test' }]);
    expect(await services.sessions.resolve(a.token)).toMatchObject({ userId: user.userId });
    expect(await services.sessions.revoke(a.token)).toBe(true);
    expect(await services.sessions.revoke(a.token)).toBe(false);
    expect(await services.sessions.resolve(a.token)).toBeNull();
    const c = await services.sessions.open({ userId: user.userId, identityId: null }, meta);
    expect(await services.sessions.revokeAll(user.userId)).toBe(2);
    expect(await services.sessions.resolve(b.token)).toBeNull();
    expect(await services.sessions.resolve(c.token)).toBeNull();
  });

  it('end when they expire', async () => {
    const user = await insertNewUser(db);
    const session = await services.sessions.open({ userId: user.userId, identityId: null }, meta);
    await db.query(`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256Hex(session.token)]);
    expect(await services.sessions.resolve(session.token)).toBeNull();
  });
});

describe('the shared anti-forgery secret', () => {
  it('is made by the first instance and read by every other', async () => {
    const first = await authSecretFor(undefined, db);
    const second = await authSecretFor(undefined, db);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    expect(await sharedSecret(db, 'csrf', 'another-candidate')).toBe(first);
    expect(await authSecretFor('configured-secret-of-32-characters!', db)).toBe('configured-secret-of-32-characters!');
  });
});

describe('the account tables', () => {
  it('keep one identity per provider id, lowercase emails, and known roles only', async () => {
    const user = await insertNewUser(db);
    await expect(db.query(`INSERT INTO identities (user_id, provider, provider_id, verified) VALUES ($1, 'email', $2, true)`, [user.userId, user.email])).rejects.toThrow(/unique|duplicate/i);
    await expect(db.query(`INSERT INTO identities (user_id, provider, provider_id) VALUES ($1, 'email', 'Upper@Example.com')`, [user.userId])).rejects.toThrow(/check/i);
    await expect(db.query(`INSERT INTO identities (user_id, provider, provider_id) VALUES ($1, 'phone', '+15550000000')`, [user.userId])).rejects.toThrow(/check/i);
    await expect(db.query(`UPDATE users SET roles = '{superuser}' WHERE id = $1`, [user.userId])).rejects.toThrow(/check/i);
    await expect(db.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ('plain-token', $1, now())`, [user.userId])).rejects.toThrow(/check/i);
  });

  it('go with their user', async () => {
    const user = await insertNewUser(db);
    await services.sessions.open({ userId: user.userId, identityId: null }, meta);
    await db.query('DELETE FROM users WHERE id = $1', [user.userId]);
    expect(await db.query('SELECT 1 FROM identities WHERE user_id = $1 UNION ALL SELECT 1 FROM sessions WHERE user_id = $1', [user.userId])).toEqual([]);
  });
});
