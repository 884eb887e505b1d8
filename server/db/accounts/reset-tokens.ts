import type { Database, Queryable } from '../database';

/** Stores a reset token for a user, ending any earlier one: only the latest link works. */
export async function replaceResetToken(db: Database, token: { userId: string; selector: string; verifierHash: string; ttlMs: number }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `DELETE FROM reset_tokens WHERE user_id = $1 OR expires_at < now() - interval '1 day'`,
      [token.userId],
    );
    await tx.query(
      `INSERT INTO reset_tokens (selector, verifier_hash, user_id, expires_at)
       VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')`,
      [token.selector, token.verifierHash, token.userId, token.ttlMs],
    );
  });
}

export interface ResetTokenTry {
  id: string;
  userId: string;
  verifierHash: string;
  /** Tries so far, this one included. */
  attempts: number;
  expired: boolean;
}

/** Counts one try against the unused token of a selector and returns it to compare, or null. */
export async function takeResetTokenTry(db: Queryable, selector: string): Promise<ResetTokenTry | null> {
  const rows = await db.query<{ id: string; user_id: string; verifier_hash: string; attempts: number; expired: boolean }>(
    `UPDATE reset_tokens SET attempts = attempts + 1
     WHERE selector = $1 AND used_at IS NULL
     RETURNING id::text AS id, user_id::text AS user_id, verifier_hash, attempts, expires_at <= now() AS expired`,
    [selector],
  );
  const row = rows[0];
  return row ? { id: row.id, userId: row.user_id, verifierHash: row.verifier_hash, attempts: row.attempts, expired: row.expired } : null;
}

/** Marks a token used; false when another request used it first. */
export async function markResetTokenUsed(db: Queryable, id: string): Promise<boolean> {
  const rows = await db.query('UPDATE reset_tokens SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [id]);
  return rows.length > 0;
}
