import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/** The account's passkeys as the profile lists them: no credential id or public key, which say nothing to their owner. */
export const passkeysSection: ExportSection = {
  name: 'passkeys',
  async read(db, userId) {
    const rows = await db.query<{ name: string; device_type: string; backed_up: boolean; transports: string[]; created_at: Date; last_used_at: Date | null }>(
      'SELECT name, device_type, backed_up, transports, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    return rows.map((row) => ({
      name: row.name,
      syncedBetweenDevices: row.device_type === 'multiDevice',
      backedUp: row.backed_up,
      transports: row.transports,
      addedAt: isoOrNull(row.created_at),
      lastUsedAt: isoOrNull(row.last_used_at),
    }));
  },
};
