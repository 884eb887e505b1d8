import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/** The account itself, as the users row holds it, without the password hash. */
export const accountSection: ExportSection = {
  name: 'account',
  async read(db, userId) {
    const [row] = await db.query<{
      id: string; name: string; first_name: string; last_name: string; contact_email: string | null; image_url: string | null;
      roles: string[]; lang: string; created_at: Date; updated_at: Date;
    }>(
      `SELECT id::text AS id, name, first_name, last_name, contact_email, image_url, roles, lang, created_at, updated_at
       FROM users WHERE id = $1`,
      [userId],
    );
    if (!row) return null;
    return {
      id: row.id,
      name: row.name,
      firstName: row.first_name,
      lastName: row.last_name,
      contactEmail: row.contact_email,
      imageUrl: row.image_url,
      roles: row.roles,
      lang: row.lang,
      createdAt: isoOrNull(row.created_at),
      updatedAt: isoOrNull(row.updated_at),
    };
  },
};
