import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { MIGRATION_LOCK_KEY } from '../../server/db/migrate';
import { readEnv } from '../../server/env';
import { startDatabase } from '../../server/start-database';
import { capturingLogger } from '../support/capturing-logger';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';

/**
 * A start on PostgreSQL migrates over a connection of its own, without the 10 s a request's
 * statement may take: an index built on a large table, or the wait for another instance's
 * migrations (made here by holding their lock for longer), must not fail the start.
 */
describe.runIf(TEST_DB_KIND === 'postgres')('a start on PostgreSQL while another instance migrates for longer than a request may take', () => {
  let scratch: Database & { url: string };
  let other: pg.Client;

  beforeAll(async () => {
    scratch = await openScratchPostgres();
    other = new pg.Client({ connectionString: scratch.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await scratch?.close();
  });

  it('waits its turn and serves', { timeout: 60_000 }, async () => {
    await other.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { logger } = capturingLogger();
    const env = readEnv({ DATABASE_URL: scratch.url, SEED_DEMO: 'false' });
    const started = Date.now();
    const starting = startDatabase(env, logger, async () => ({}), new AbortController().signal);
    // Past the requests' 10 s and the client's 12 s, the start is still waiting, not failed.
    const outcome = await Promise.race([starting.then(() => 'started', (error: Error) => `failed: ${error.message}`), new Promise((resolve) => setTimeout(resolve, 13_000, 'waiting'))]);
    expect(outcome).toBe('waiting');
    await other.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    const db = await starting;
    try {
      expect(Date.now() - started).toBeGreaterThanOrEqual(13_000);
      expect(await db.query('SELECT count(*)::int AS n FROM stories')).toEqual([{ n: 0 }]);
      // The server's own pool keeps the requests' limit.
      expect(await db.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '10s' }]);
    } finally {
      await db.close();
    }
  });
});
