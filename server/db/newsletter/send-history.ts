import type { Queryable } from '../database';

/**
 * Of the given stories, those each subscriber already got in another edition since `since`:
 * one statement for a batch of subscribers. Subscribers who got none of them are absent.
 */
export async function storiesAlreadySent(
  db: Queryable,
  subscriberIds: readonly string[],
  storyIds: readonly string[],
  exceptEditionId: string,
  since: Date,
): Promise<Map<string, Set<string>>> {
  const sent = new Map<string, Set<string>>();
  if (subscriberIds.length === 0 || storyIds.length === 0) return sent;
  const rows = await db.query<{ subscriber_id: string; story_id: string }>(
    `SELECT DISTINCT s.subscriber_id::text AS subscriber_id, x.story_id
       FROM newsletter_sends s CROSS JOIN LATERAL unnest(s.story_ids) AS x(story_id)
      WHERE s.subscriber_id = ANY($1::uuid[]) AND s.status = 'sent' AND s.sent_at >= $4
        AND s.edition_id <> $3 AND x.story_id = ANY($2::text[])`,
    [subscriberIds, storyIds, exceptEditionId, since],
  );
  for (const row of rows) {
    const stories = sent.get(row.subscriber_id) ?? new Set<string>();
    stories.add(row.story_id);
    sent.set(row.subscriber_id, stories);
  }
  return sent;
}
