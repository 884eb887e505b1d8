import type { Database } from './database';
import { migrate } from './migrate';
import { openPostgres, type PostgresOptions } from './postgres-database';

/**
 * Runs `work` over a PostgreSQL connection of its own without the requests' 10 s limit on a
 * statement. The schema's migrations need it: an index built on a large table, or the wait behind
 * another instance's migrations (migrate.ts's lock), may take longer, and neither a start nor a
 * command may fail for it. The pool that serves requests keeps its limit. It is closed once
 * `work` ends. connectTimeoutMs as openPostgres takes it (a test harness on a loaded machine waits longer).
 */
export async function withSchemaConnection<T>(databaseUrl: string, work: (db: Database) => Promise<T>, options: Pick<PostgresOptions, 'connectTimeoutMs'> = {}): Promise<T> {
  const db = openPostgres(databaseUrl, { ...options, max: 1, statementTimeoutMs: 0 });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Brings the schema of an opened database up to date: PostgreSQL's over a connection without the
 * statement limit (above), the embedded database's in place, since it has no such limit.
 */
export function migrateSchema(db: Database, databaseUrl: string | undefined): Promise<string[]> {
  return databaseUrl ? withSchemaConnection(databaseUrl, migrate) : migrate(db);
}
