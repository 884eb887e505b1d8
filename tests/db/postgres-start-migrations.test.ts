import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { readEnv } from '../../server/env';
import { startDatabase } from '../../server/start-database';
import { capturingLogger } from '../support/capturing-logger';
import { type HeldMigrationLock, holdMigrationLock, LONGER_THAN_A_REQUEST_MS } from '../support/migration-lock';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';

/**
 * A start on PostgreSQL migrates over a connection of its own, without the 10 s a request's
 * statement may take: an index built on a large table, or the wait for another instance's
 * migrations (made here by holding their lock for longer), must not fail the start.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('a start on PostgreSQL while another instance migrates for longer than a request may take', () => {
  let scratch: Database & { url: string };
  let lock: HeldMigrationLock;

  beforeAll(async () => {
    scratch = await openScratchPostgres();
    lock = await holdMigrationLock(scratch.url);
  });
  afterAll(async () => {
    await lock?.end();
    await scratch?.close();
  });

  it('waits its turn and serves', { timeout: 60_000 }, async () => {
    const { logger } = capturingLogger();
    const env = readEnv({ DATABASE_URL: scratch.url, SEED_DEMO: 'false' });
    const starting = startDatabase(env, logger, async () => ({}), new AbortController().signal);
    const outcome = starting.then(() => 'started', (error: Error) => `failed: ${error.message}`);
    await lock.waitedFor();
    // Past the requests' 10 s and the client's 12 s, the start is still waiting, not failed.
    const waited = Date.now();
    expect(await Promise.race([outcome, new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_REQUEST_MS, 'waiting'))])).toBe('waiting');
    await lock.release();
    const db = await starting;
    try {
      expect(Date.now() - waited).toBeGreaterThanOrEqual(LONGER_THAN_A_REQUEST_MS);
      expect(await db.query('SELECT count(*)::int AS n FROM stories')).toEqual([{ n: 0 }]);
      // The server's own pool keeps the requests' limit.
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '10s' }]);
    } finally {
      await db.close();
    }
  });
});
