import type { Queryable } from '../database';
import { STORY_STATE_COLUMNS, storyStatesById, type StoryState, type StoryStateRow } from '../news/story-states';

/** An upstream address the copier has taken to fetch, and how many times it has been tried, this one included. */
export interface ClaimedSource {
  url: string;
  attempts: number;
}

/**
 * Takes up to limit addresses whose fetch is due and that no instance holds, for claimMs: every
 * instance runs a copier, and each address is fetched by one at a time. A claim that outlives
 * its instance (a crash) lapses, and the address is taken again. Picked once, in a materialised
 * CTE, so that no plan can claim more than limit (edge-purge-queue.ts says why).
 */
export async function claimDueSources(db: Queryable, limit: number, claimMs: number): Promise<ClaimedSource[]> {
  return db.query<ClaimedSource>(
    `WITH due AS MATERIALIZED (
       SELECT url FROM media_sources
        WHERE state = 'pending' AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY next_attempt_at
        LIMIT $1
        FOR UPDATE SKIP LOCKED)
     UPDATE media_sources m SET claimed_until = now() + make_interval(secs => $2::float8 / 1000), attempts = m.attempts + 1, updated_at = now()
       FROM due
      WHERE m.url = due.url
     RETURNING m.url, m.attempts`,
    [limit, claimMs],
  );
}

/**
 * The stored original of an address: its object (kept once, whoever stored it first) and the
 * address's state. An address not queued yet is recorded stored at once (the demo seed's).
 */
export async function markSourceStored(db: Queryable, url: string, object: { hash: string; format: string; width: number; height: number; bytes: number }): Promise<void> {
  await db.query(
    `WITH object AS (
       INSERT INTO media_objects (hash, format, width, height, bytes) VALUES ($2, $3, $4, $5, $6) ON CONFLICT (hash) DO NOTHING
     )
     INSERT INTO media_sources (url, state, hash) VALUES ($1, 'stored', $2)
     ON CONFLICT (url) DO UPDATE SET state = 'stored', hash = $2, reason = NULL, claimed_until = NULL, updated_at = now()`,
    [url, object.hash, object.format, object.width, object.height, object.bytes],
  );
}

/** A fetch that may succeed later: tried again after delayMs. */
export async function retrySourceLater(db: Queryable, url: string, delayMs: number, reason: string): Promise<void> {
  await db.query(
    `UPDATE media_sources SET next_attempt_at = now() + make_interval(secs => $2::float8 / 1000), reason = $3, claimed_until = NULL, updated_at = now()
      WHERE url = $1 AND state = 'pending'`,
    [url, delayMs, reason],
  );
}

/**
 * An address given up on: never fetched again, by the copier or by a reader. One stored meanwhile
 * (by the seed, or another instance after a lapsed claim) stays stored.
 */
export async function markSourceFailed(db: Queryable, url: string, reason: string): Promise<void> {
  await db.query(`UPDATE media_sources SET state = 'failed', reason = $2, claimed_until = NULL, updated_at = now() WHERE url = $1 AND state = 'pending'`, [url, reason]);
}

/** The stories that show an address, where each is listed: their pages change when its image arrives. */
export async function storiesShowing(db: Queryable, url: string): Promise<Map<string, StoryState>> {
  const rows = await db.query<StoryStateRow>(
    `SELECT ${STORY_STATE_COLUMNS}
       FROM story_media m JOIN stories s ON s.id = m.story_id
      WHERE m.url = $1`,
    [url],
  );
  return storyStatesById(rows);
}
