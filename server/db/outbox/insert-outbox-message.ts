import type { Queryable } from '../database';

export interface NewOutboxMessage {
  channel: 'mail' | 'sms';
  recipient: string;
  replyTo: string | null;
  /** Null for SMS. */
  subject: string | null;
  body: string;
  html: string | null;
  kind: string;
  lang: string;
  /** Further header lines of a mail (List-Unsubscribe…); none for SMS. */
  headers?: Readonly<Record<string, string>> | undefined;
}

/** Keeps one message in the outbox; returns its id. */
export async function insertOutboxMessage(db: Queryable, message: NewOutboxMessage): Promise<string> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO outbox (channel, recipient, reply_to, subject, body, html, kind, lang, headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     RETURNING id::text AS id`,
    [message.channel, message.recipient, message.replyTo, message.subject, message.body, message.html, message.kind, message.lang, JSON.stringify(message.headers ?? {})],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('INSERT INTO outbox returned no id');
  return id;
}
