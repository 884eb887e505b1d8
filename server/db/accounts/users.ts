import type { AccountProvider, AccountRole, UserPrincipal } from '../../../shared/account-types';
import type { LangCode } from '../../../shared/languages';
import type { Queryable } from '../database';

export interface NewUser {
  name: string;
  firstName: string;
  lastName: string;
  contactEmail: string | null;
  passwordHash: string | null;
  lang: LangCode;
}

export interface NewIdentity {
  userId: string;
  provider: AccountProvider;
  providerId: string;
  dialCode: string | null;
  verified: boolean;
}

/** An identity that signs in with the user's password. */
export interface PasswordIdentity {
  identityId: string;
  userId: string;
  passwordHash: string | null;
  lang: LangCode;
}

export async function insertUser(db: Queryable, user: NewUser): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO users (name, first_name, last_name, contact_email, password_hash, lang)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text AS id`,
    [user.name, user.firstName, user.lastName, user.contactEmail, user.passwordHash, user.lang],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO users returned no id');
  return id;
}

/** Adds an identity; null when the provider id already belongs to someone (the unique key). */
export async function insertIdentity(db: Queryable, identity: NewIdentity): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO identities (user_id, provider, provider_id, dial_code, verified)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (provider, provider_id) DO NOTHING
     RETURNING id::text AS id`,
    [identity.userId, identity.provider, identity.providerId, identity.dialCode, identity.verified],
  );
  return rows[0]?.id ?? null;
}

/** The identities among providerIds (one provider) and their user's password hash. */
export async function findPasswordIdentities(db: Queryable, provider: AccountProvider, providerIds: readonly string[]): Promise<PasswordIdentity[]> {
  const rows = await db.query<{ identity_id: string; user_id: string; password_hash: string | null; lang: LangCode }>(
    `SELECT i.id::text AS identity_id, u.id::text AS user_id, u.password_hash, u.lang
     FROM identities i JOIN users u ON u.id = i.user_id
     WHERE i.provider = $1 AND i.provider_id = ANY($2::text[]) AND i.verified`,
    [provider, providerIds],
  );
  return rows.map((row) => ({ identityId: row.identity_id, userId: row.user_id, passwordHash: row.password_hash, lang: row.lang }));
}

export async function identityExists(db: Queryable, provider: AccountProvider, providerId: string): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM identities WHERE provider = $1 AND provider_id = $2', [provider, providerId]);
  return rows.length > 0;
}

export async function recordIdentityLogin(db: Queryable, identityId: string): Promise<void> {
  await db.query('UPDATE identities SET last_login_at = now() WHERE id = $1', [identityId]);
}

export async function setPasswordHash(db: Queryable, userId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [userId, passwordHash]);
}

interface PrincipalRow {
  id: string;
  name: string;
  first_name: string;
  last_name: string;
  contact_email: string | null;
  image_url: string | null;
  roles: AccountRole[];
  lang: LangCode;
  session_provider: AccountProvider | null;
  session_provider_id: string | null;
  verified_email: string | null;
  phone_e164: string | null;
  dial_code: string | null;
  phone_verified: boolean | null;
}

/**
 * The user as userPrincipal shows them, signed in through `identityId`: the verified email
 * identity's address (else the unverified contact address), and the phone identity's number.
 */
export async function loadPrincipal(db: Queryable, userId: string, identityId: string | null): Promise<UserPrincipal | null> {
  const rows = await db.query<PrincipalRow>(
    `SELECT u.id::text AS id, u.name, u.first_name, u.last_name, u.contact_email, u.image_url, u.roles, u.lang,
            s.provider AS session_provider, s.provider_id AS session_provider_id,
            e.provider_id AS verified_email, p.provider_id AS phone_e164, p.dial_code, p.verified AS phone_verified
     FROM users u
     LEFT JOIN identities s ON s.id = $2 AND s.user_id = u.id
     LEFT JOIN LATERAL (SELECT provider_id FROM identities WHERE user_id = u.id AND provider = 'email' AND verified ORDER BY id LIMIT 1) e ON true
     LEFT JOIN LATERAL (SELECT provider_id, dial_code, verified FROM identities WHERE user_id = u.id AND provider = 'phone' ORDER BY id LIMIT 1) p ON true
     WHERE u.id = $1`,
    [userId, identityId],
  );
  const row = rows[0];
  if (!row) return null;
  const email = row.verified_email ?? row.contact_email;
  const phone = row.phone_e164 && row.dial_code ? row.phone_e164.slice(row.dial_code.length) : null;
  // A session whose identity was removed still belongs to the user: show their first way in.
  const provider = row.session_provider ?? (row.verified_email ? 'email' : 'phone');
  const providerId = row.session_provider_id ?? (provider === 'email' ? (row.verified_email ?? '') : (row.phone_e164 ?? ''));
  return {
    id: row.id,
    name: row.name,
    firstName: row.first_name,
    lastName: row.last_name,
    email,
    emailVerified: row.verified_email !== null,
    imageUrl: row.image_url,
    provider,
    providerId,
    roles: row.roles,
    cdc: row.dial_code,
    phone,
    phoneVerified: row.phone_verified === true,
    lang: row.lang,
  };
}

export interface ListedUserRow {
  id: string;
  name: string;
  email: string | null;
}

/** Users newest first, with their verified email (else contact address), one page. */
export async function listUsers(db: Queryable, page: { limit: number; offset: number }): Promise<ListedUserRow[]> {
  return db.query<ListedUserRow>(
    `SELECT u.id::text AS id, u.name,
            COALESCE((SELECT provider_id FROM identities WHERE user_id = u.id AND provider = 'email' AND verified ORDER BY id LIMIT 1), u.contact_email) AS email
     FROM users u ORDER BY u.created_at DESC, u.id LIMIT $1 OFFSET $2`,
    [page.limit, page.offset],
  );
}
