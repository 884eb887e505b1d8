import type { Queryable } from '../database';

/**
 * How long ago the reader of a live session last proved who they are: when it opened (a sign-in),
 * or when they last re-authenticated in it. Null for a session that is not live.
 */
export async function sessionProofAgeMs(db: Queryable, tokenHash: string): Promise<number | null> {
  const rows = await db.query<{ age_ms: number | string }>(
    `SELECT (extract(epoch FROM now() - GREATEST(created_at, COALESCE(reauthenticated_at, created_at))) * 1000)::float8 AS age_ms
     FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash],
  );
  const row = rows[0];
  return row ? Number(row.age_ms) : null;
}

export async function markSessionReauthenticated(db: Queryable, tokenHash: string): Promise<void> {
  await db.query('UPDATE sessions SET reauthenticated_at = now() WHERE token_hash = $1', [tokenHash]);
}

/** Ends every session of a user but the one presented; returns how many ended. */
export async function revokeOtherSessions(db: Queryable, userId: string, keepTokenHash: string): Promise<number> {
  const rows = await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND token_hash <> $2 AND revoked_at IS NULL RETURNING id', [userId, keepTokenHash]);
  return rows.length;
}
