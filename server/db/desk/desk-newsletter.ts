import type { Queryable } from '../database';
import type { EditionRow, SubscriberCount } from '../../../shared/desk-answers';

export type { EditionRow, SubscriberCount };

/** Subscribers by language, frequency and status. */
export async function subscriberCounts(db: Queryable): Promise<SubscriberCount[]> {
  return db.query<SubscriberCount>(
    `SELECT lang, frequency, status, count(*)::int AS count FROM newsletter_subscribers GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  );
}

/** The latest editions, newest first, with how their sends stand. */
export async function latestEditions(db: Queryable, limit: number): Promise<EditionRow[]> {
  const rows = await db.query<{
    id: string; lang: string; frequency: string; period: string; status: string; created_at: string; finished_at: string | null;
    sent: number; skipped: number; failed: number; pending: number;
  }>(
    `SELECT e.id::text AS id, e.lang, e.frequency, e.period, e.status, to_json(e.created_at)#>>'{}' AS created_at, to_json(e.finished_at)#>>'{}' AS finished_at,
            count(*) FILTER (WHERE s.status = 'sent')::int AS sent,
            count(*) FILTER (WHERE s.status = 'skipped')::int AS skipped,
            count(*) FILTER (WHERE s.status IN ('failed', 'rejected'))::int AS failed,
            count(*) FILTER (WHERE s.status IN ('pending', 'sending'))::int AS pending
       FROM (SELECT * FROM newsletter_editions ORDER BY created_at DESC, id DESC LIMIT $1) e
       LEFT JOIN newsletter_sends s ON s.edition_id = e.id
      GROUP BY e.id, e.lang, e.frequency, e.period, e.status, e.created_at, e.finished_at
      ORDER BY e.created_at DESC, e.id DESC`,
    [limit],
  );
  return rows.map((row) => ({
    id: row.id, lang: row.lang, frequency: row.frequency, period: row.period, status: row.status,
    createdAt: new Date(row.created_at).toISOString(), finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    sent: row.sent, skipped: row.skipped, failed: row.failed, pending: row.pending,
  }));
}
