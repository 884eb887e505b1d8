import type { Queryable } from '../database';
import { staffSessionAudit } from '../desk/staff-session-audit';

export interface NewSession {
  tokenHash: string;
  userId: string;
  identityId: string | null;
  expiresAt: Date;
  ipHash: string | null;
  userAgent: string | null;
  /** A passkey sign-in is a second factor by itself (decision 033); a password one is not. */
  secondFactor: 'passkey' | null;
}

export interface LiveSession {
  id: string;
  userId: string;
  identityId: string | null;
  expiresAt: Date;
  /** Its last-seen time is older than SEEN_EVERY_MINUTES (or unset): touchSession should renew it. */
  seenLongAgo: boolean;
}

/** How often a session's last-seen time is written: seldom enough to cost next to nothing. */
const SEEN_EVERY_MINUTES = 5;

/** Writes a session; a staff member's is recorded in the desk's audit trail in the same statement. */
export async function insertSession(db: Queryable, session: NewSession): Promise<void> {
  await db.query(
    `WITH session AS (
       INSERT INTO sessions (token_hash, user_id, identity_id, expires_at, ip_hash, user_agent, second_factor)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, user_id, identity_id, second_factor, ip_hash),
     ${staffSessionAudit('session', 'staff-signed-in')}
     SELECT 1`,
    [session.tokenHash, session.userId, session.identityId, session.expiresAt, session.ipHash, session.userAgent, session.secondFactor],
  );
}

/** The session of a token hash, if it is neither revoked nor expired. */
export async function findLiveSession(db: Queryable, tokenHash: string): Promise<LiveSession | null> {
  const rows = await db.query<{ id: string; user_id: string; identity_id: string | null; expires_at: Date | string; seen_long_ago: boolean }>(
    `SELECT id::text AS id, user_id::text AS user_id, identity_id::text AS identity_id, expires_at,
            COALESCE(last_seen_at < now() - $2 * interval '1 minute', true) AS seen_long_ago
     FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()`,
    [tokenHash, SEEN_EVERY_MINUTES],
  );
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, userId: row.user_id, identityId: row.identity_id, expiresAt: new Date(row.expires_at), seenLongAgo: row.seen_long_ago };
}

/** Records that a session is in use now. */
export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE sessions SET last_seen_at = now() WHERE id = $1', [id]);
}

/** Ends one session; true when it was live. */
export async function revokeSessionByHash(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query('UPDATE sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING id', [tokenHash]);
  return rows.length > 0;
}

/** Ends every session of a user; returns how many were live. */
export async function revokeUserSessions(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL RETURNING id', [userId]);
  return rows.length;
}

/** Sessions that ended more than a week ago are of no more use, even to an operator reading them. */
export async function deleteOldSessions(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE expires_at < now() - interval '7 days'`);
}
