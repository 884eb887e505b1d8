import type { LangCode } from '../../../shared/languages';
import { FOLLOWED_TOPIC, followedTopicKey, type NewsletterFrequency } from '../../../shared/newsletter';
import type { Queryable } from '../database';

/** A category, or one of its subcategories, that an account follows (015_saved_and_follows.sql). */
export interface FollowedTopic {
  category: string;
  subcategory: string | null;
}

/**
 * Everything followed by the accounts of an edition's audience who chose what they follow
 * (FOLLOWED_TOPIC): the confirmed subscribers of its language and frequency. Each topic once, so
 * that an edition draws the candidates of each once, whoever follows it.
 */
export async function followedByAudience(db: Queryable, edition: { lang: LangCode; frequency: NewsletterFrequency }): Promise<FollowedTopic[]> {
  return db.query<FollowedTopic>(
    `SELECT DISTINCT f.category, f.subcategory
       FROM newsletter_subscribers s JOIN follows f ON f.user_id = s.user_id
      WHERE s.status = 'confirmed' AND s.lang = $1 AND s.frequency = $2 AND $3 = ANY(s.topics)
      ORDER BY f.category, f.subcategory NULLS FIRST`,
    [edition.lang, edition.frequency, FOLLOWED_TOPIC],
  );
}

/** What each of these subscribers' accounts follows, as edition keys (followedTopicKey). */
export async function followedTopicKeys(db: Queryable, subscriberIds: readonly string[]): Promise<Map<string, string[]>> {
  const rows = await db.query<FollowedTopic & { subscriber_id: string }>(
    `SELECT s.id::text AS subscriber_id, f.category, f.subcategory
       FROM newsletter_subscribers s JOIN follows f ON f.user_id = s.user_id
      WHERE s.id = ANY($1::uuid[])
      ORDER BY s.id, f.category, f.subcategory NULLS FIRST`,
    [subscriberIds],
  );
  const keys = new Map<string, string[]>();
  for (const row of rows) {
    const list = keys.get(row.subscriber_id) ?? [];
    list.push(followedTopicKey(row.category, row.subcategory));
    keys.set(row.subscriber_id, list);
  }
  return keys;
}
