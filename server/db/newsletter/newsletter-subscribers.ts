import type { LangCode } from '../../../shared/languages';
import type { NewsletterFrequency } from '../../../shared/newsletter';
import type { Queryable } from '../database';

export type SubscriberStatus = 'pending' | 'confirmed' | 'unsubscribed' | 'bounced';

/** A subscriber row as the service reads it. */
export interface SubscriberRow {
  id: string;
  email: string;
  lang: LangCode;
  topics: string[];
  frequency: NewsletterFrequency;
  status: SubscriberStatus;
  user_id: string | null;
  link_key: string;
}

/** What a subscriber chose. */
export interface SubscriberChoices {
  lang: LangCode;
  topics: readonly string[];
  frequency: NewsletterFrequency;
}

const COLUMNS = 'id::text AS id, email, lang, topics, frequency, status, user_id::text AS user_id, link_key';

/**
 * A request to subscribe, in one statement whatever the address's state, so that the answer
 * takes the same time for all: a new address is added as pending; a pending, unsubscribed or
 * bounced one becomes pending with the new choices and confirmation token (a pending one's old
 * link stops working); a confirmed one is left exactly as it is. The row is returned as it now is.
 */
export async function requestSubscription(
  db: Queryable,
  request: SubscriberChoices & { email: string; linkKey: string; tokenHash: string; expiresAt: Date },
): Promise<SubscriberRow> {
  const rows = await db.query<SubscriberRow>(
    `INSERT INTO newsletter_subscribers AS s (email, lang, topics, frequency, link_key, confirm_token_hash, confirm_expires_at)
     VALUES ($1, $2, $3::text[], $4, $5, $6, $7)
     ON CONFLICT (email) DO UPDATE SET
       lang = CASE WHEN s.status = 'confirmed' THEN s.lang ELSE EXCLUDED.lang END,
       topics = CASE WHEN s.status = 'confirmed' THEN s.topics ELSE EXCLUDED.topics END,
       frequency = CASE WHEN s.status = 'confirmed' THEN s.frequency ELSE EXCLUDED.frequency END,
       confirm_token_hash = CASE WHEN s.status = 'confirmed' THEN s.confirm_token_hash ELSE EXCLUDED.confirm_token_hash END,
       confirm_expires_at = CASE WHEN s.status = 'confirmed' THEN s.confirm_expires_at ELSE EXCLUDED.confirm_expires_at END,
       status_changed_at = CASE WHEN s.status IN ('confirmed', 'pending') THEN s.status_changed_at ELSE now() END,
       status = CASE WHEN s.status = 'confirmed' THEN 'confirmed' ELSE 'pending' END,
       updated_at = CASE WHEN s.status = 'confirmed' THEN s.updated_at ELSE now() END
     RETURNING ${COLUMNS}`,
    [request.email, request.lang, request.topics, request.frequency, request.linkKey, request.tokenHash, request.expiresAt],
  );
  const row = rows[0];
  if (!row) throw new Error('newsletter subscription upsert returned no row');
  return row;
}

/** The subscriber a confirmation token was issued to, with the token's expiry. */
export async function subscriberByConfirmToken(db: Queryable, tokenHash: string): Promise<(SubscriberRow & { confirm_expires_at: Date | null }) | null> {
  const rows = await db.query<SubscriberRow & { confirm_expires_at: Date | null }>(
    `SELECT ${COLUMNS}, confirm_expires_at FROM newsletter_subscribers WHERE confirm_token_hash = $1`,
    [tokenHash],
  );
  return rows[0] ?? null;
}

export interface Consent {
  at: Date;
  lang: LangCode;
  network: string | null;
  via: 'double-opt-in' | 'account';
}

/**
 * Confirms a pending subscription whose token is still valid at `consent.at`, keeping the consent
 * as proof; false when it was not pending or the token had expired (a concurrent click loses).
 * The token's hash stays, so that the same link opened again is recognised as already used.
 */
export async function confirmPending(db: Queryable, id: string, tokenHash: string, consent: Consent): Promise<boolean> {
  const rows = await db.query(
    `UPDATE newsletter_subscribers
     SET status = 'confirmed', consent_at = $3, consent_lang = $4, consent_network = $5, consent_via = $6,
         status_changed_at = $3, updated_at = $3
     WHERE id = $1 AND confirm_token_hash = $2 AND status = 'pending' AND confirm_expires_at > $3
     RETURNING 1`,
    [id, tokenHash, consent.at, consent.lang, consent.network, consent.via],
  );
  return rows.length > 0;
}

export async function subscriberById(db: Queryable, id: string): Promise<SubscriberRow | null> {
  const rows = await db.query<SubscriberRow>(`SELECT ${COLUMNS} FROM newsletter_subscribers WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** A signed-in customer's subscription: the one tied to the account, else the one of their verified address. */
export async function subscriberOfUser(db: Queryable, userId: string, verifiedEmail: string | null): Promise<SubscriberRow | null> {
  const rows = await db.query<SubscriberRow>(
    `SELECT ${COLUMNS} FROM newsletter_subscribers
     WHERE user_id = $1 OR ($2::text IS NOT NULL AND email = $2)
     ORDER BY (user_id = $1) DESC NULLS LAST LIMIT 1`,
    [userId, verifiedEmail],
  );
  return rows[0] ?? null;
}

/** New choices, and with userId the account it is tied to from now on; the status is left alone. */
export async function updateChoices(db: Queryable, id: string, choices: SubscriberChoices, userId: string | null = null): Promise<SubscriberRow | null> {
  const rows = await db.query<SubscriberRow>(
    `UPDATE newsletter_subscribers SET lang = $2, topics = $3::text[], frequency = $4, user_id = COALESCE($5::uuid, user_id), updated_at = now()
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, choices.lang, choices.topics, choices.frequency, userId],
  );
  return rows[0] ?? null;
}

/**
 * Stops every mail to the subscriber at once. Doing it again changes nothing; a bounced address
 * stays bounced. The confirmation token goes, so that an old confirmation link cannot undo it.
 */
export async function markUnsubscribed(db: Queryable, id: string): Promise<SubscriberRow | null> {
  const rows = await db.query<SubscriberRow>(
    `UPDATE newsletter_subscribers
     SET status = CASE WHEN status = 'bounced' THEN status ELSE 'unsubscribed' END,
         status_changed_at = CASE WHEN status IN ('pending', 'confirmed') THEN now() ELSE status_changed_at END,
         updated_at = CASE WHEN status IN ('pending', 'confirmed') THEN now() ELSE updated_at END,
         confirm_token_hash = NULL, confirm_expires_at = NULL
     WHERE id = $1 RETURNING ${COLUMNS}`,
    [id],
  );
  return rows[0] ?? null;
}

/**
 * A signed-in customer subscribes their verified address: confirmed at once (the account proved
 * the address), tied to the account, with the consent kept. Any earlier row of the address is
 * taken over, whatever its state.
 */
export async function subscribeAccount(
  db: Queryable,
  request: SubscriberChoices & { userId: string; email: string; linkKey: string; consent: Consent },
): Promise<SubscriberRow> {
  const rows = await db.query<SubscriberRow>(
    `INSERT INTO newsletter_subscribers AS s (email, lang, topics, frequency, status, user_id, link_key,
                                               consent_at, consent_lang, consent_network, consent_via, status_changed_at)
     VALUES ($1, $2, $3::text[], $4, 'confirmed', $5, $6, $7, $8, $9, $10, $7)
     ON CONFLICT (email) DO UPDATE SET
       lang = EXCLUDED.lang, topics = EXCLUDED.topics, frequency = EXCLUDED.frequency, user_id = EXCLUDED.user_id,
       consent_at = CASE WHEN s.status = 'confirmed' THEN s.consent_at ELSE EXCLUDED.consent_at END,
       consent_lang = CASE WHEN s.status = 'confirmed' THEN s.consent_lang ELSE EXCLUDED.consent_lang END,
       consent_network = CASE WHEN s.status = 'confirmed' THEN s.consent_network ELSE EXCLUDED.consent_network END,
       consent_via = CASE WHEN s.status = 'confirmed' THEN s.consent_via ELSE EXCLUDED.consent_via END,
       status_changed_at = CASE WHEN s.status = 'confirmed' THEN s.status_changed_at ELSE EXCLUDED.status_changed_at END,
       status = 'confirmed', confirm_token_hash = NULL, confirm_expires_at = NULL, bounce_reason = NULL, updated_at = now()
     RETURNING ${COLUMNS}`,
    [request.email, request.lang, request.topics, request.frequency, request.userId, request.linkKey,
      request.consent.at, request.consent.lang, request.consent.network, request.consent.via],
  );
  const row = rows[0];
  if (!row) throw new Error('newsletter account subscription returned no row');
  return row;
}

/** Deletes the subscriptions left unconfirmed since before `cutoff`; returns how many. */
export async function deletePendingBefore(db: Queryable, cutoff: Date): Promise<number> {
  const rows = await db.query(`DELETE FROM newsletter_subscribers WHERE status = 'pending' AND updated_at < $1 RETURNING 1`, [cutoff]);
  return rows.length;
}
