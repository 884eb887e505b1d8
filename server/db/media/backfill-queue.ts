import type { Queryable } from '../database';
import { recordStoryMedia } from './story-media';

/** How the copying of every image stands: waiting, stored, given up on. */
export interface MediaCounts {
  pending: number;
  /** Of those waiting, the ones whose fetch is due now (or under way); the rest wait for a retry. */
  due: number;
  stored: number;
  failed: number;
}

/**
 * Queues the images of the stories after a story id (in id order), limit stories at a time: what
 * `npm run media:backfill` does for stories stored before the site kept its images. Idempotent:
 * an address queued, stored or given up on already stays as it is, so a rerun resumes.
 */
export async function queueStoriesMedia(db: Queryable, after: string | null, limit: number): Promise<{ scanned: number; last: string | null }> {
  const rows = await db.query<{ id: string; img_urls: string[]; video_thumbs: string[] }>(
    'SELECT id, img_urls, video_thumbs FROM stories WHERE $1::text IS NULL OR id > $1 ORDER BY id LIMIT $2',
    [after, limit],
  );
  await recordStoryMedia(db, rows);
  return { scanned: rows.length, last: rows.at(-1)?.id ?? null };
}

export async function mediaCounts(db: Queryable): Promise<MediaCounts> {
  const [counts] = await db.query<MediaCounts>(
    `SELECT count(*) FILTER (WHERE state = 'pending')::int AS pending,
            count(*) FILTER (WHERE state = 'pending' AND next_attempt_at <= now())::int AS due,
            count(*) FILTER (WHERE state = 'stored')::int AS stored,
            count(*) FILTER (WHERE state = 'failed')::int AS failed
       FROM media_sources`,
  );
  return counts ?? { pending: 0, due: 0, stored: 0, failed: 0 };
}
