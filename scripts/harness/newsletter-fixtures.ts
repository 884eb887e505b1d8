import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../server/db/database';
import type { NewsletterFrequency } from '../../shared/newsletter';
import type { LangCode } from '../../shared/languages';

export interface TestSubscriber {
  email: string;
  lang?: LangCode;
  topics?: string[];
  frequency?: NewsletterFrequency;
  status?: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';
  /** The account the subscription is tied to. */
  userId?: string;
}

/** Subscribers written straight into the table (confirmed unless told), as the subscription service would leave them; returns their ids by address. */
export async function seedSubscribers(db: Queryable, subscribers: readonly TestSubscriber[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (let start = 0; start < subscribers.length; start += 1000) {
    const chunk = subscribers.slice(start, start + 1000);
    const rows = await db.query<{ id: string; email: string }>(
      `INSERT INTO newsletter_subscribers (email, lang, topics, frequency, status, link_key, user_id, consent_at, consent_via)
       SELECT s.email, s.lang, string_to_array(s.topics, ','), s.frequency, s.status, s.link_key, s.user_id::uuid, now(), 'double-opt-in'
         FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS s(email, lang, topics, frequency, status, link_key, user_id)
       RETURNING id::text AS id, email`,
      [
        chunk.map((s) => s.email.toLowerCase()),
        chunk.map((s) => s.lang ?? 'en'),
        chunk.map((s) => (s.topics ?? ['top']).join(',')),
        chunk.map((s) => s.frequency ?? 'daily'),
        chunk.map((s) => s.status ?? 'confirmed'),
        chunk.map(() => randomBytes(16).toString('base64url')),
        chunk.map((s) => s.userId ?? null),
      ],
    );
    for (const row of rows) ids.set(row.email, row.id);
  }
  return ids;
}

export async function sendRows(db: Queryable, email: string): Promise<{ status: string; attempts: number; last_error: string | null; story_ids: string[]; next_attempt_at: Date }[]> {
  return db.query(
    `SELECT s.status, s.attempts, s.last_error, s.story_ids, s.next_attempt_at
       FROM newsletter_sends s JOIN newsletter_subscribers sub ON sub.id = s.subscriber_id
      WHERE sub.email = $1 ORDER BY s.edition_id`,
    [email],
  );
}
