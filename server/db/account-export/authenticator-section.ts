import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/**
 * The account's authenticator app (decision 034): whether one is set up, since when, and how many
 * recovery codes are left; never its secret or the codes' hashes.
 */
export const authenticatorSection: ExportSection = {
  name: 'authenticatorApp',
  async read(db, userId) {
    const rows = await db.query<{ enabled_at: Date | null; created_at: Date; left: number }>(
      `SELECT f.enabled_at, f.created_at,
              (SELECT count(*)::int FROM totp_recovery_codes r WHERE r.user_id = f.user_id AND r.used_at IS NULL) AS left
       FROM totp_factors f WHERE f.user_id = $1`,
      [userId],
    );
    const row = rows[0];
    if (!row) return { enabled: false, pending: false };
    if (row.enabled_at === null) return { enabled: false, pending: true, startedAt: isoOrNull(row.created_at) };
    return { enabled: true, enabledAt: isoOrNull(row.enabled_at), recoveryCodesLeft: row.left };
  },
};
