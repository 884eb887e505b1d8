import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/**
 * How the account signs in: whether it has a password (never its hash), and each identity (an
 * address, a number, or a Google or Facebook account by the provider's id for it) with when it
 * was added and last used. Providers' tokens are never stored, so none can be exported.
 */
export const signInMethodsSection: ExportSection = {
  name: 'signInMethods',
  async read(db, userId) {
    const [user] = await db.query<{ password_set: boolean }>('SELECT password_hash IS NOT NULL AS password_set FROM users WHERE id = $1', [userId]);
    const identities = await db.query<{ provider: string; provider_id: string; dial_code: string | null; verified: boolean; created_at: Date; last_login_at: Date | null }>(
      'SELECT provider, provider_id, dial_code, verified, created_at, last_login_at FROM identities WHERE user_id = $1 ORDER BY id',
      [userId],
    );
    return {
      passwordSet: user?.password_set === true,
      identities: identities.map((row) => ({
        provider: row.provider,
        // The address or number; for a social account, the provider's id for it.
        identifier: row.provider_id,
        dialCode: row.dial_code,
        verified: row.verified,
        linkedAt: isoOrNull(row.created_at),
        lastSignInAt: isoOrNull(row.last_login_at),
      })),
    };
  },
};
