import type { Queryable } from '../database';
import type { InboxMessage } from '../../../shared/desk-answers';

export type { InboxMessage };

interface Row {
  id: string; name: string; email: string; subject: string; message: string; lang: string;
  received_at: string; mailed_at: string | null; mail_error: string | null; handled_at: string | null; handled_by: string | null;
}

const COLUMNS = `id::text AS id, name, email, subject, message, lang, to_json(created_at)#>>'{}' AS received_at,
  mailed_at, mail_error, to_json(handled_at)#>>'{}' AS handled_at, handled_by`;

const messageOf = (row: Row): InboxMessage => ({
  id: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message, lang: row.lang,
  receivedAt: new Date(row.received_at).toISOString(), mailed: row.mailed_at !== null, mailError: row.mail_error,
  handledAt: row.handled_at ? new Date(row.handled_at).toISOString() : null, handledBy: row.handled_by,
});

/** The contact form's messages, newest first; only those not yet handled when asked (their partial index). */
export async function inboxMessages(db: Queryable, filter: { open: boolean; before?: string; limit: number }): Promise<InboxMessage[]> {
  const params: unknown[] = [filter.limit];
  const conditions: string[] = [];
  if (filter.open) conditions.push('handled_at IS NULL');
  if (filter.before !== undefined) {
    params.push(filter.before);
    conditions.push('(created_at, id) < (SELECT b.created_at, b.id FROM contact_messages b WHERE b.id = $2::bigint)');
  }
  const rows = await db.query<Row>(
    `SELECT ${COLUMNS} FROM contact_messages ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''} ORDER BY created_at DESC, id DESC LIMIT $1`,
    params,
  );
  return rows.map(messageOf);
}

/** The message, locked until the transaction ends; null when there is no such message. */
export async function lockInboxMessage(db: Queryable, id: string): Promise<InboxMessage | null> {
  const [row] = await db.query<Row>(`SELECT ${COLUMNS} FROM contact_messages WHERE id = $1::bigint FOR UPDATE`, [id]);
  return row ? messageOf(row) : null;
}

/** Marks a message handled by this name, or not handled (null). */
export async function setHandled(db: Queryable, id: string, handledBy: string | null): Promise<InboxMessage> {
  const [row] = await db.query<Row>(
    `UPDATE contact_messages SET handled_at = CASE WHEN $2::text IS NULL THEN NULL ELSE now() END, handled_by = $2
      WHERE id = $1::bigint RETURNING ${COLUMNS}`,
    [id, handledBy],
  );
  if (!row) throw new Error(`contact message ${id} vanished while it was locked`);
  return messageOf(row);
}
