import type { Queryable } from '../database';

/** The account's password hash, or null when it signs in without one (social sign-in only). */
export async function passwordHashOf(db: Queryable, userId: string): Promise<string | null> {
  const rows = await db.query<{ password_hash: string | null }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash ?? null;
}
