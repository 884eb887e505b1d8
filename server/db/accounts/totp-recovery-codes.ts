import type { Queryable } from '../database';

/** Replaces the user's recovery codes with these hashes (decision 034). */
export async function replaceRecoveryCodes(db: Queryable, userId: string, codeHashes: readonly string[]): Promise<void> {
  await db.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  await db.query('INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, codeHashes]);
}

/**
 * Marks an unused recovery code of the user as used; false when there is none with this hash.
 * One statement, so a code raced from two places is used once.
 */
export async function spendRecoveryCode(db: Queryable, userId: string, codeHash: string): Promise<boolean> {
  const rows = await db.query(
    'UPDATE totp_recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING 1',
    [userId, codeHash],
  );
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query<{ left: number }>('SELECT count(*)::int AS left FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL', [userId]);
  return rows[0]?.left ?? 0;
}
