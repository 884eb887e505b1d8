import type { Queryable } from '../database';

/**
 * The secret of this name, made from `candidate` by whichever instance asks first; every
 * other instance, then and later, gets that same value.
 */
export async function sharedSecret(db: Queryable, name: string, candidate: string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, candidate]);
  const rows = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  const value = rows[0]?.value;
  if (value === undefined) throw new Error(`server secret ${name} was not stored`);
  return value;
}
