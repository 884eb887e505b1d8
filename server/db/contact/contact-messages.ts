import type { Queryable } from '../database';

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  lang: string;
  ipHash: string | null;
  userAgent: string | null;
}

export interface StoredContactMessage {
  id: string;
  createdAt: Date;
}

/** Keeps a contact message; it is stored before it is mailed, so that nothing is lost. */
export async function storeContactMessage(db: Queryable, message: NewContactMessage): Promise<StoredContactMessage> {
  const rows = await db.query<{ id: string; created_at: Date | string }>(
    `INSERT INTO contact_messages (name, email, subject, message, lang, ip_hash, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     RETURNING id::text AS id, created_at`,
    [message.name, message.email, message.subject, message.message, message.lang, message.ipHash, message.userAgent],
  );
  const row = rows[0];
  if (!row) throw new Error('INSERT INTO contact_messages returned no row');
  return { id: row.id, createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at) };
}

/** Records how mailing went: mailed_at when it was handed over, else mail_error for an operator. */
export async function recordContactMailing(db: Queryable, id: string, outcome: { ok: true } | { ok: false; error: string }): Promise<void> {
  if (outcome.ok) {
    await db.query('UPDATE contact_messages SET mailed_at = now(), mail_error = NULL WHERE id = $1', [id]);
  } else {
    await db.query('UPDATE contact_messages SET mail_error = $2 WHERE id = $1', [id, outcome.error.slice(0, 1_000)]);
  }
}
