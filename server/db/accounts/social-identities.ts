import type { AccountProvider } from '../../../shared/account-types';
import type { Queryable } from '../database';

export interface IdentityOwner {
  userId: string;
  identityId: string;
}

/** The user who signs in through this provider account, if any. */
export async function findIdentityOwner(db: Queryable, provider: AccountProvider, providerId: string): Promise<IdentityOwner | null> {
  const rows = await db.query<{ user_id: string; identity_id: string }>(
    'SELECT user_id::text AS user_id, id::text AS identity_id FROM identities WHERE provider = $1 AND provider_id = $2',
    [provider, providerId],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, identityId: row.identity_id } : null;
}

/** The user whose verified email identity is this (lowercased) address, if any. */
export async function findVerifiedEmailOwner(db: Queryable, email: string): Promise<string | null> {
  const rows = await db.query<{ user_id: string }>(
    `SELECT user_id::text AS user_id FROM identities WHERE provider = 'email' AND provider_id = $1 AND verified`,
    [email],
  );
  return rows[0]?.user_id ?? null;
}

export async function setUserImage(db: Queryable, userId: string, imageUrl: string): Promise<void> {
  await db.query('UPDATE users SET image_url = $2, updated_at = now() WHERE id = $1', [userId, imageUrl]);
}
