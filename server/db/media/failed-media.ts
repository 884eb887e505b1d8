import type { Queryable } from '../database';

export interface FailedMedia {
  url: string;
  reason: string;
  attempts: number;
  failedAt: string;
  /** How many stories show it. */
  stories: number;
}

/** Addresses given up on, the latest first, before a cursor of the previous page. */
export async function failedMedia(db: Queryable, options: { limit: number; before?: { failedAt: string; url: string } }): Promise<FailedMedia[]> {
  const { before } = options;
  return db.query<FailedMedia>(
    `SELECT m.url, coalesce(m.reason, '') AS reason, m.attempts,
            to_char(m.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS "failedAt",
            (SELECT count(*)::int FROM story_media sm WHERE sm.url = m.url) AS stories
       FROM media_sources m
      WHERE m.state = 'failed' AND ($2::timestamptz IS NULL OR (m.updated_at, m.url) < ($2::timestamptz, $3::text))
      ORDER BY m.updated_at DESC, m.url DESC
      LIMIT $1`,
    [options.limit, before?.failedAt ?? null, before?.url ?? null],
  );
}
