import type { Queryable } from '../database';
import type { NewOutboxMessage } from './insert-outbox-message';

/** A stored message as npm run outbox shows it: what was sent, with its id and time. */
export interface OutboxEntry extends NewOutboxMessage {
  id: string;
  createdAt: Date;
}

export interface OutboxQuery {
  /** How many, newest first. */
  limit: number;
  /** Only messages to this recipient (case-insensitive). */
  to?: string | undefined;
}

interface OutboxRow {
  id: string;
  channel: 'mail' | 'sms';
  recipient: string;
  reply_to: string | null;
  subject: string | null;
  body: string;
  html: string | null;
  kind: string;
  lang: string;
  headers: Record<string, string>;
  created_at: Date | string;
}

/** The latest messages of the outbox, newest first. */
export async function readOutbox(db: Queryable, query: OutboxQuery): Promise<OutboxEntry[]> {
  const to = query.to?.trim();
  const columns = 'id::text AS id, channel, recipient, reply_to, subject, body, html, kind, lang, headers, created_at';
  // Two statements rather than one with "$1 IS NULL OR …", so that each can use its index.
  const rows = to
    ? await db.query<OutboxRow>(
        `SELECT ${columns} FROM outbox WHERE lower(recipient) = lower($1) ORDER BY outbox.id DESC LIMIT $2`,
        [to, query.limit],
      )
    : await db.query<OutboxRow>(`SELECT ${columns} FROM outbox ORDER BY outbox.id DESC LIMIT $1`, [query.limit]);
  return rows.map((row) => ({
    id: row.id,
    channel: row.channel,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    body: row.body,
    html: row.html,
    kind: row.kind,
    lang: row.lang,
    headers: row.headers,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  }));
}
