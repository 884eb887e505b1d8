import type { LangCode } from '../../../shared/languages';
import type { NewsletterFrequency } from '../../../shared/newsletter';
import type { Queryable } from '../database';

/** A claimed send with what its mail needs of the subscriber. */
export interface ClaimedSend {
  subscriberId: string;
  email: string;
  lang: LangCode;
  frequency: NewsletterFrequency;
  topics: string[];
  linkKey: string;
  /** Only confirmed subscribers are sent to; the others' sends are skipped. */
  status: string;
  attempts: number;
}

export type SendStatus = 'pending' | 'sending' | 'sent' | 'skipped' | 'failed' | 'rejected';

/**
 * Gives the sends of a dead run back: rows left 'sending' whose claim is older than staleBefore.
 * Their mails were never ended (a mail's end is written only once its row is 'sent'), so the
 * SMTP server discarded them; and should their run be alive after all, its claim token no longer
 * matches, so it cannot mark them sent and withdraws its mails.
 */
export async function reclaimStaleSends(db: Queryable, editionId: string, staleBefore: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE newsletter_sends SET status = 'pending', claim_token = NULL, updated_at = now()
      WHERE edition_id = $1 AND status = 'sending' AND claimed_at <= $2
     RETURNING subscriber_id`,
    [editionId, staleBefore],
  );
  return rows.length;
}

/**
 * Claims up to limit due sends of an edition for one run (its claim token). SKIP LOCKED lets runs
 * on other instances claim other rows at the same time instead of waiting on these.
 */
export async function claimSends(db: Queryable, editionId: string, claimToken: string, now: Date, limit: number): Promise<ClaimedSend[]> {
  const rows = await db.query<{ id: string; email: string; lang: LangCode; frequency: NewsletterFrequency; topics: string[]; link_key: string; status: string; attempts: number }>(
    `WITH picked AS (
       SELECT subscriber_id FROM newsletter_sends
        WHERE edition_id = $1 AND status = 'pending' AND next_attempt_at <= $2
        ORDER BY next_attempt_at
        LIMIT $4
        FOR UPDATE SKIP LOCKED),
     claimed AS (
       UPDATE newsletter_sends s SET status = 'sending', claim_token = $3, claimed_at = $2, updated_at = now()
         FROM picked
        WHERE s.edition_id = $1 AND s.subscriber_id = picked.subscriber_id
       RETURNING s.subscriber_id, s.attempts)
     SELECT c.subscriber_id::text AS id, c.attempts, sub.email, sub.lang, sub.frequency, sub.topics, sub.link_key, sub.status
       FROM claimed c JOIN newsletter_subscribers sub ON sub.id = c.subscriber_id`,
    [editionId, now, claimToken, limit],
  );
  return rows.map((row) => ({
    subscriberId: row.id,
    email: row.email,
    lang: row.lang,
    frequency: row.frequency,
    topics: row.topics,
    linkKey: row.link_key,
    status: row.status,
    attempts: row.attempts,
  }));
}

/** Gives claimed sends that were never tried back to pending, as they were. */
export async function unclaimSends(db: Queryable, editionId: string, claimToken: string, subscriberIds: readonly string[]): Promise<void> {
  await db.query(
    `UPDATE newsletter_sends SET status = 'pending', claim_token = NULL, updated_at = now()
      WHERE edition_id = $1 AND claim_token = $2 AND status = 'sending' AND subscriber_id = ANY($3::uuid[])`,
    [editionId, claimToken, subscriberIds],
  );
}

/** Settles claimed sends that get no mail (an empty digest, a subscriber gone), with the reason. */
export async function skipSends(db: Queryable, editionId: string, claimToken: string, subscriberIds: readonly string[], reason: string): Promise<void> {
  if (subscriberIds.length === 0) return;
  await db.query(
    `UPDATE newsletter_sends SET status = 'skipped', last_error = $4, claim_token = NULL, updated_at = now()
      WHERE edition_id = $1 AND claim_token = $2 AND status = 'sending' AND subscriber_id = ANY($3::uuid[])`,
    [editionId, claimToken, subscriberIds, reason],
  );
}

export interface SentCopy {
  subscriberId: string;
  storyIds: readonly string[];
}

/**
 * Marks claimed sends sent, each only while this run's claim holds and its subscriber is still
 * confirmed, in one statement for many mails; returns the subscribers whose mails may go. A mail
 * whose row this does not return must be withdrawn.
 */
export async function markSent(db: Queryable, editionId: string, claimToken: string, copies: readonly SentCopy[], now: Date): Promise<Set<string>> {
  if (copies.length === 0) return new Set();
  const rows = await db.query<{ id: string }>(
    `UPDATE newsletter_sends s
        SET status = 'sent', sent_at = $5, story_ids = string_to_array(c.stories, ','), last_error = NULL, updated_at = now()
       FROM unnest($3::uuid[], $4::text[]) AS c(subscriber_id, stories), newsletter_subscribers sub
      WHERE s.edition_id = $1 AND s.claim_token = $2 AND s.status = 'sending' AND s.subscriber_id = c.subscriber_id
        AND sub.id = s.subscriber_id AND sub.status = 'confirmed'
     RETURNING s.subscriber_id::text AS id`,
    [editionId, claimToken, copies.map((copy) => copy.subscriberId), copies.map((copy) => copy.storyIds.join(',')), now],
  );
  return new Set(rows.map((row) => row.id));
}

export interface SendFailure {
  /** What the row was when the mail failed: 'sending', or 'sent' when the server refused the mail's end. */
  from: 'sending' | 'sent';
  /** pending (retried at nextAttemptAt), failed (attempts ran out) or rejected (refused for good). */
  to: 'pending' | 'failed' | 'rejected';
  nextAttemptAt: Date;
  error: string;
}

/** Records a failed attempt of one claimed send; false when the claim no longer holds. */
export async function recordSendFailure(db: Queryable, editionId: string, claimToken: string, subscriberId: string, failure: SendFailure): Promise<boolean> {
  const rows = await db.query(
    `UPDATE newsletter_sends
        SET status = $5, attempts = attempts + 1, next_attempt_at = $6, last_error = $7, sent_at = NULL, story_ids = '{}',
            claim_token = CASE WHEN $5 = 'pending' THEN NULL ELSE claim_token END, updated_at = now()
      WHERE edition_id = $1 AND claim_token = $2 AND subscriber_id = $3 AND status = $4
     RETURNING subscriber_id`,
    [editionId, claimToken, subscriberId, failure.from, failure.to, failure.nextAttemptAt, failure.error.slice(0, 1000)],
  );
  return rows.length > 0;
}

/** A permanent refusal of the address: it gets nothing more until its owner subscribes anew. */
export async function markBounced(db: Queryable, subscriberId: string, reason: string): Promise<void> {
  await db.query(
    `UPDATE newsletter_subscribers SET status = 'bounced', bounce_reason = $2, status_changed_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'confirmed'`,
    [subscriberId, reason.slice(0, 1000)],
  );
}

/** How many sends of the edition are in each status. */
export async function countSends(db: Queryable, editionId: string): Promise<Record<SendStatus, number>> {
  const rows = await db.query<{ status: SendStatus; count: number }>(
    'SELECT status, count(*)::int AS count FROM newsletter_sends WHERE edition_id = $1 GROUP BY status',
    [editionId],
  );
  const counts: Record<SendStatus, number> = { pending: 0, sending: 0, sent: 0, skipped: 0, failed: 0, rejected: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}
