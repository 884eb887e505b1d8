import type { Queryable } from '../database';

/** How long a desk session may go unused before it must sign in again. */
export const DESK_IDLE_MINUTES = 30;

export interface DeskSessionCheck {
  userId: string;
  name: string;
  roles: string[];
  secondFactor: 'passkey' | 'totp' | null;
  /** The desk has not been used through this session for DESK_IDLE_MINUTES (or ever, since it opened that long ago). */
  idle: boolean;
}

/**
 * The session's user as the desk needs them, read for every desk request so that a revoked role
 * ends desk access at once, on every instance; and, when the session may use the desk, the time
 * it last did (the idle limit counts from there, or from its sign-in).
 */
export async function checkDeskSession(db: Queryable, tokenHash: string): Promise<DeskSessionCheck | null> {
  const rows = await db.query<{ user_id: string; name: string; roles: string[]; second_factor: DeskSessionCheck['secondFactor']; idle: boolean }>(
    `WITH found AS (
       SELECT s.id, s.user_id, s.second_factor,
              coalesce(s.desk_seen_at, s.created_at) < now() - $2 * interval '1 minute' AS idle
         FROM sessions s
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now()),
     touched AS (
       UPDATE sessions s SET desk_seen_at = now()
         FROM found f JOIN users u ON u.id = f.user_id
        WHERE s.id = f.id AND NOT f.idle AND f.second_factor IS NOT NULL AND u.roles && ARRAY['editor', 'admin']::text[]
        RETURNING s.id)
     SELECT f.user_id::text AS user_id, u.name, u.roles, f.second_factor, f.idle
       FROM found f JOIN users u ON u.id = f.user_id`,
    [tokenHash, DESK_IDLE_MINUTES],
  );
  const row = rows[0];
  return row ? { userId: row.user_id, name: row.name, roles: row.roles, secondFactor: row.second_factor, idle: row.idle } : null;
}
