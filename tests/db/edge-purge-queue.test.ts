import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { claimDuePurges, completePurges, enqueuePurges, purgeQueueState, retryPurgesLater } from '../../server/db/edge/edge-purge-queue';
import { openTestDatabase } from '../support/test-database';

/** The edge purge queue (decision 038): what every instance's purger takes its keys from. */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db?.close());
beforeEach(() => db.query('DELETE FROM edge_purges'));

const queued = async () => (await db.query<{ key: string }>('SELECT key FROM edge_purges ORDER BY key')).map((row) => row.key);
const CLAIM_MS = 60_000;

describe('the edge purge queue', () => {
  it('keeps one row a key, however often it is queued before it goes out', async () => {
    await enqueuePurges(db, ['story:1', 'list:en:world:all:0', 'story:1']);
    await enqueuePurges(db, ['list:en:world:all:0', 'news']);
    await enqueuePurges(db, []);
    expect(await queued()).toEqual(['list:en:world:all:0', 'news', 'story:1']);
  });

  it('hands each due key to one purger at a time, oldest first, up to the limit of one call', async () => {
    await enqueuePurges(db, ['a']);
    await db.query(`UPDATE edge_purges SET queued_at = now() - interval '1 minute'`);
    await enqueuePurges(db, ['b', 'c', 'd']);
    const first = await claimDuePurges(db, 'instance-1', 2, CLAIM_MS);
    expect(first?.keys[0]).toBe('a');
    expect(first?.keys).toHaveLength(2);
    expect(first?.attempts).toBe(1);
    const second = await claimDuePurges(db, 'instance-2', 10, CLAIM_MS);
    expect([...(first?.keys ?? []), ...(second?.keys ?? [])].sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(await claimDuePurges(db, 'instance-3', 10, CLAIM_MS)).toBeUndefined();
  });

  it('gives two purgers that claim at once keys of their own', async () => {
    await enqueuePurges(db, Array.from({ length: 40 }, (_, index) => `story:${index}`));
    const [one, other] = await Promise.all([claimDuePurges(db, 'one', 25, CLAIM_MS), claimDuePurges(db, 'other', 25, CLAIM_MS)]);
    const keys = [...(one?.keys ?? []), ...(other?.keys ?? [])];
    expect(keys).toHaveLength(40);
    expect(new Set(keys).size).toBe(40);
  });

  it('deletes what the edge took, but not a key queued again while its purge was under way', async () => {
    await enqueuePurges(db, ['story:1', 'story:2']);
    const batch = await claimDuePurges(db, 'purge-1', 10, CLAIM_MS);
    // A change lands after the purge may already have left: its key must go out again.
    await enqueuePurges(db, ['story:2']);
    await completePurges(db, batch?.claim ?? '');
    expect(await queued()).toEqual(['story:2']);
    expect((await claimDuePurges(db, 'purge-2', 10, CLAIM_MS))?.keys).toEqual(['story:2']);
  });

  it('puts a failed purge back for later, counting its tries and keeping why it failed', async () => {
    await enqueuePurges(db, ['story:1']);
    const batch = await claimDuePurges(db, 'purge-1', 10, CLAIM_MS);
    await retryPurgesLater(db, batch?.claim ?? '', 60_000, 'fastly answered 503: Service unavailable');
    expect(await claimDuePurges(db, 'purge-2', 10, CLAIM_MS)).toBeUndefined();
    const [row] = await db.query<{ attempts: number; last_error: string; claim: string | null }>('SELECT attempts, last_error, claim FROM edge_purges');
    expect(row).toEqual({ attempts: 1, last_error: 'fastly answered 503: Service unavailable', claim: null });
    await retryPurgesLater(db, 'no-such-claim', 0, 'ignored');
    await db.query(`UPDATE edge_purges SET next_attempt_at = now()`);
    expect(await claimDuePurges(db, 'purge-3', 10, CLAIM_MS)).toMatchObject({ keys: ['story:1'], attempts: 2 });
  });

  it('lets another purger take the keys of one that stopped mid-purge, once its claim lapses', async () => {
    await enqueuePurges(db, ['story:1']);
    expect(await claimDuePurges(db, 'crashed', 10, 200)).toMatchObject({ keys: ['story:1'] });
    expect(await claimDuePurges(db, 'survivor', 10, CLAIM_MS)).toBeUndefined();
    await expect.poll(async () => (await claimDuePurges(db, 'survivor', 10, CLAIM_MS))?.keys, { timeout: 10_000 }).toEqual(['story:1']);
  });

  it('reports how many keys wait and how long the oldest has', async () => {
    expect(await purgeQueueState(db)).toEqual({ depth: 0, oldestAgeSeconds: 0 });
    await enqueuePurges(db, ['a', 'b']);
    await db.query(`UPDATE edge_purges SET queued_at = now() - interval '90 seconds' WHERE key = 'a'`);
    const state = await purgeQueueState(db);
    expect(state.depth).toBe(2);
    expect(state.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
    expect(state.oldestAgeSeconds).toBeLessThan(120);
  });
});
