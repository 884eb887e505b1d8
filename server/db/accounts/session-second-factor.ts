import type { Queryable } from '../database';
import { staffSessionAudit } from '../desk/staff-session-audit';

export type SecondFactor = 'passkey' | 'totp';

/**
 * Raises a live session that signed in with no second factor to a TOTP one (decision 034); a
 * passkey session stays a passkey one. Raising it starts the desk's idle time afresh (decision
 * 033 counts it from the sign-in when the desk was never used): the second factor was proved now,
 * and a session that had none could not have used the desk before. A staff member's raise is
 * recorded in the desk's audit trail in the same statement. Returns the session's
 * second factor afterwards, or null when the session is no longer live.
 */
export async function raiseToTotp(db: Queryable, tokenHash: string): Promise<SecondFactor | null> {
  const rows = await db.query<{ second_factor: SecondFactor }>(
    `WITH raised AS (
       UPDATE sessions SET second_factor = 'totp', desk_seen_at = now()
        WHERE token_hash = $1 AND second_factor IS NULL AND revoked_at IS NULL AND expires_at > now()
        RETURNING id, user_id, identity_id, second_factor, ip_hash),
     ${staffSessionAudit('raised', 'staff-second-factor')}
     SELECT second_factor FROM raised
     UNION ALL
     SELECT second_factor FROM sessions
      WHERE token_hash = $1 AND second_factor IS NOT NULL AND revoked_at IS NULL AND expires_at > now()
        AND NOT EXISTS (SELECT 1 FROM raised)`,
    [tokenHash],
  );
  return rows[0]?.second_factor ?? null;
}

/** A turned-off authenticator proves nothing any more: the sessions it raised go back to none. */
export async function lowerTotpSessions(db: Queryable, userId: string): Promise<number> {
  const rows = await db.query(`UPDATE sessions SET second_factor = NULL WHERE user_id = $1 AND second_factor = 'totp' RETURNING 1`, [userId]);
  return rows.length;
}

/** The second factor a live session proved, or null (none, or no such live session). */
export async function sessionSecondFactor(db: Queryable, tokenHash: string): Promise<SecondFactor | null> {
  const [row] = await db.query<{ second_factor: SecondFactor | null }>(
    'SELECT second_factor FROM sessions WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [tokenHash],
  );
  return row?.second_factor ?? null;
}
