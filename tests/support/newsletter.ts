import { expect } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import type { Database } from '../../server/db/database';
import { ingestNews } from '../../server/services/ingest/ingest-news';

/** The newest mail to an address in the outbox, once one has arrived (mail is handed over after the answer). */
export async function waitForOutboxMail(db: Database, recipient: string, after = 0, timeoutMs = 20_000): Promise<{ id: number; subject: string; body: string; kind: string; lang: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await db.query<{ id: number; subject: string; body: string; kind: string; lang: string }>(
      'SELECT id::int AS id, subject, body, kind, lang FROM outbox WHERE lower(recipient) = lower($1) AND id > $2 ORDER BY id DESC LIMIT 1',
      [recipient, after],
    );
    if (row) return row;
    if (Date.now() > deadline) throw new Error(`no mail to ${recipient} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** How many mails an address has in the outbox. */
export async function outboxCount(db: Database, recipient: string): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM outbox WHERE lower(recipient) = lower($1)', [recipient]);
  return row?.n ?? 0;
}

/** The path and query of a newsletter page's link in a mail's text (the mail links to the public origin). */
export function newsletterLinkIn(text: string, page: 'confirm' | 'preferences' | 'unsubscribe'): string {
  const match = new RegExp(`https?://[^/\\s]+(/[a-z]{2}/newsletter/${page}\\?token=[A-Za-z0-9_.%-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${page} link in: ${text}`);
  return match[1];
}

/** The token of a newsletter page address. */
export const tokenOf = (path: string) => new URL(path, 'http://x.invalid').searchParams.get('token') ?? '';

export interface StoredSubscriber {
  id: string;
  email: string;
  lang: string;
  topics: string[];
  frequency: string;
  status: string;
  user_id: string | null;
  confirm_token_hash: string | null;
  confirm_expires_at: Date | null;
  consent_at: Date | null;
  consent_lang: string | null;
  consent_network: string | null;
  consent_via: string | null;
}

export async function storedSubscriber(db: Database, email: string): Promise<StoredSubscriber | undefined> {
  const [row] = await db.query<StoredSubscriber>(
    `SELECT id::text AS id, email, lang, topics, frequency, status, user_id::text AS user_id, confirm_token_hash, confirm_expires_at,
            consent_at, consent_lang, consent_network, consent_via
     FROM newsletter_subscribers WHERE email = $1`,
    [email],
  );
  return row;
}

/** A story written through ingest, as a digest reads it; the test fails if ingest refuses it. */
export async function ingestedStory(db: Database, overrides: Parameters<typeof newsItem>[0]) {
  const item = newsItem(overrides);
  const outcome = await ingestNews(db, [item]);
  expect(outcome.ok ? [] : outcome.errors).toEqual([]);
  return item;
}
