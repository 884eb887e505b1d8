import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/** The account's live sessions: when each opened, was last used (to within 5 minutes) and re-authenticated, when it ends, and from which browser; never a token. */
export const sessionsSection: ExportSection = {
  name: 'activeSessions',
  async read(db, userId) {
    const rows = await db.query<{ created_at: Date; last_seen_at: Date | null; reauthenticated_at: Date | null; expires_at: Date; user_agent: string | null; ip_hash: string | null }>(
      `SELECT created_at, COALESCE(last_seen_at, created_at) AS last_seen_at, reauthenticated_at, expires_at, user_agent, ip_hash FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now() ORDER BY id DESC`,
      [userId],
    );
    return rows.map((row) => ({
      signedInAt: isoOrNull(row.created_at),
      lastSeenAt: isoOrNull(row.last_seen_at),
      reauthenticatedAt: isoOrNull(row.reauthenticated_at),
      expiresAt: isoOrNull(row.expires_at),
      userAgent: row.user_agent,
      networkHash: row.ip_hash,
    }));
  },
};
