import type { Queryable } from '../database';

/** Keys one purger has taken to send together, under its claim. */
export interface ClaimedPurges {
  claim: string;
  keys: string[];
  /** The most times any of them has been tried, this one included: the retry's backoff follows it. */
  attempts: number;
}

/**
 * Queues keys for the edge. A key already waiting stays one row, with its age and its backoff;
 * a key whose purge is under way is released from that claim, since the purge may have reached
 * the edge before the change now queued, and must be sent again.
 */
export async function enqueuePurges(db: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.query(
    `INSERT INTO edge_purges (key) SELECT DISTINCT unnest($1::text[])
     ON CONFLICT (key) DO UPDATE SET claim = NULL, claimed_until = NULL`,
    [keys],
  );
}

/**
 * Takes up to limit keys that are due and that no purge holds, for claimMs, oldest first: every
 * instance runs a purger, and each key goes out with one of them at a time. A claim that
 * outlives its instance (a crash) lapses, and another takes the keys. The keys are picked once,
 * in a materialised CTE: as `WHERE key IN (… LIMIT … SKIP LOCKED)`, PostgreSQL may run the
 * subquery more than once in a plan and claim more than limit keys, which Cloudflare refuses.
 */
export async function claimDuePurges(db: Queryable, claim: string, limit: number, claimMs: number): Promise<ClaimedPurges | undefined> {
  const rows = await db.query<{ key: string; attempts: number }>(
    `WITH due AS MATERIALIZED (
       SELECT key FROM edge_purges
        WHERE next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY queued_at
        LIMIT $2
        FOR UPDATE SKIP LOCKED)
     UPDATE edge_purges p SET claim = $1, claimed_until = now() + make_interval(secs => $3::float8 / 1000), attempts = p.attempts + 1
       FROM due
      WHERE p.key = due.key
     RETURNING p.key, p.attempts`,
    [claim, limit, claimMs],
  );
  if (rows.length === 0) return undefined;
  return { claim, keys: rows.map((row) => row.key), attempts: Math.max(...rows.map((row) => row.attempts)) };
}

/** The edge took them: the keys still under this claim are done (one queued again meanwhile is not). */
export async function completePurges(db: Queryable, claim: string): Promise<void> {
  await db.query('DELETE FROM edge_purges WHERE claim = $1', [claim]);
}

/** The edge refused or did not answer: the keys under this claim are due again after delayMs. */
export async function retryPurgesLater(db: Queryable, claim: string, delayMs: number, error: string): Promise<void> {
  await db.query(
    `UPDATE edge_purges SET claim = NULL, claimed_until = NULL, next_attempt_at = now() + make_interval(secs => $2::float8 / 1000), last_error = $3
      WHERE claim = $1`,
    [claim, delayMs, error],
  );
}

/** How many keys wait, and how long the oldest has waited: what /metrics reports. */
export async function purgeQueueState(db: Queryable): Promise<{ depth: number; oldestAgeSeconds: number }> {
  const [row] = await db.query<{ depth: number; oldest_age_seconds: number | null }>(
    `SELECT count(*)::int AS depth, extract(epoch FROM now() - min(queued_at))::float8 AS oldest_age_seconds FROM edge_purges`,
  );
  return { depth: row?.depth ?? 0, oldestAgeSeconds: Math.max(0, row?.oldest_age_seconds ?? 0) };
}
