import type { Queryable } from '../database';

export interface NewPasskey {
  userId: string;
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
  name: string;
  deviceType: 'singleDevice' | 'multiDevice';
  backedUp: boolean;
}

export interface PasskeyRow {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** What an assertion is checked against. */
export interface StoredCredential {
  id: string;
  userId: string;
  credentialId: string;
  publicKey: Uint8Array<ArrayBuffer>;
  counter: number;
  transports: string[];
}

interface ListRow {
  id: string;
  name: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

const LIST_COLUMNS = 'id::text AS id, name, created_at, last_used_at';

function listed(row: ListRow): PasskeyRow {
  return { id: row.id, name: row.name, createdAt: new Date(row.created_at), lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at) };
}

/**
 * Stores a verified credential, unless it is registered already (to anyone: 'taken') or the
 * user already has `max` passkeys ('limit').
 */
export async function insertPasskey(db: Queryable, passkey: NewPasskey, max: number): Promise<PasskeyRow | 'taken' | 'limit'> {
  // One statement: two registrations racing cannot both slip under the limit.
  const rows = await db.query<ListRow>(
    `INSERT INTO passkeys (user_id, credential_id, public_key, counter, transports, name, device_type, backed_up)
     SELECT $1, $2, $3, $4, $5, $6, $7, $8
     WHERE (SELECT count(*) FROM passkeys WHERE user_id = $1) < $9
     ON CONFLICT (credential_id) DO NOTHING
     RETURNING ${LIST_COLUMNS}`,
    [passkey.userId, passkey.credentialId, Buffer.from(passkey.publicKey), passkey.counter, passkey.transports, passkey.name, passkey.deviceType, passkey.backedUp, max],
  );
  const row = rows[0];
  if (row) return listed(row);
  const taken = await db.query('SELECT 1 FROM passkeys WHERE credential_id = $1', [passkey.credentialId]);
  return taken.length > 0 ? 'taken' : 'limit';
}

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Queryable, userId: string): Promise<PasskeyRow[]> {
  const rows = await db.query<ListRow>(`SELECT ${LIST_COLUMNS} FROM passkeys WHERE user_id = $1 ORDER BY id`, [userId]);
  return rows.map(listed);
}

/** The credential ids and transports of a user's passkeys: what a new registration must not repeat. */
export async function userCredentials(db: Queryable, userId: string): Promise<{ credentialId: string; transports: string[] }[]> {
  const rows = await db.query<{ credential_id: string; transports: string[] }>('SELECT credential_id, transports FROM passkeys WHERE user_id = $1 ORDER BY id', [userId]);
  return rows.map((row) => ({ credentialId: row.credential_id, transports: row.transports }));
}

/** Renames a passkey of this user; null when the user has none with that id. */
export async function renamePasskey(db: Queryable, userId: string, id: string, name: string): Promise<PasskeyRow | null> {
  const rows = await db.query<ListRow>(`UPDATE passkeys SET name = $3 WHERE id = $2 AND user_id = $1 RETURNING ${LIST_COLUMNS}`, [userId, id, name]);
  const row = rows[0];
  return row ? listed(row) : null;
}

/** Removes a passkey of this user; false when the user has none with that id. */
export async function deletePasskey(db: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM passkeys WHERE id = $2 AND user_id = $1 RETURNING id', [userId, id]);
  return rows.length > 0;
}

export async function findCredential(db: Queryable, credentialId: string): Promise<StoredCredential | null> {
  const rows = await db.query<{ id: string; user_id: string; credential_id: string; public_key: Uint8Array; counter: string | number; transports: string[] }>(
    `SELECT id::text AS id, user_id::text AS user_id, credential_id, public_key, counter, transports FROM passkeys WHERE credential_id = $1`,
    [credentialId],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, userId: row.user_id, credentialId: row.credential_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter), transports: row.transports };
}

/**
 * Records a sign-in: the new counter and the time. Only over the counter the check was made
 * against, so that two assertions racing with one counter value cannot both count.
 */
export async function recordPasskeyUse(db: Queryable, id: string, checkedCounter: number, newCounter: number): Promise<boolean> {
  const rows = await db.query('UPDATE passkeys SET counter = $3, last_used_at = now() WHERE id = $1 AND counter = $2 RETURNING id', [id, checkedCounter, newCounter]);
  return rows.length > 0;
}
