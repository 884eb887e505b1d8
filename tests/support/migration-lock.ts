import pg from 'pg';
import { expect } from 'vitest';
import { MIGRATION_LOCK_KEY } from '../../server/db/migrate';

/**
 * Another instance's migrations, as a connection that holds their lock (which is per database) for
 * as long as a test says: what a start or a command meets behind a long migration.
 */
export interface HeldMigrationLock {
  /** Settles once some other connection is waiting for the lock: the waiting has begun. */
  waitedFor(): Promise<void>;
  release(): Promise<void>;
  end(): Promise<void>;
}

export async function holdMigrationLock(databaseUrl: string): Promise<HeldMigrationLock> {
  const holder = new pg.Client({ connectionString: databaseUrl });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
  const waiters = async () =>
    (
      await holder.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
      )
    ).rows[0]?.n;
  return {
    // A busy machine may take seconds to start the process that will wait.
    waitedFor: () => expect.poll(waiters, { timeout: 60_000, interval: 100 }).toBeGreaterThan(0),
    release: async () => {
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    },
    end: () => holder.end(),
  };
}

/** Past the requests' 10 s limit on a statement and pg's 12 s read time-out. */
export const LONGER_THAN_A_REQUEST_MS = 13_000;
