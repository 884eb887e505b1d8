import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/** How far back the export's sign-in activity goes, and at most how many events it lists. */
export const ACTIVITY_WINDOW = { days: 90, limit: 100 } as const;

/** Recent audit events of the account (sign-ins and their failures, sign-outs, resets, changes), newest first. */
export const signInActivitySection: ExportSection = {
  name: 'signInActivity',
  async read(db, userId) {
    const rows = await db.query<{ kind: string; created_at: Date; ip_hash: string | null; user_agent: string | null }>(
      `SELECT kind, created_at, ip_hash, user_agent FROM audit_events
       WHERE user_id = $1 AND created_at > now() - $2 * interval '1 day'
       ORDER BY id DESC LIMIT $3`,
      [userId, ACTIVITY_WINDOW.days, ACTIVITY_WINDOW.limit],
    );
    return rows.map((row) => ({ event: row.kind, at: isoOrNull(row.created_at), networkHash: row.ip_hash, userAgent: row.user_agent }));
  },
};
