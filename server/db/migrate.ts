import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../app-root';
import type { Database, Queryable } from './database';

export const MIGRATIONS_DIR = join(APP_ROOT, 'server', 'db', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Numbered files, e.g. 001_stories.sql, in version order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .map((file) => ({
      version: Number.parseInt(file, 10),
      name: file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }))
    .sort((a, b) => a.version - b.version);
}

// Any constant works; it only has to be the same in every instance that starts at once.
export const MIGRATION_LOCK_KEY = 7_424_242;

/**
 * Applies the migrations not yet applied, each in its own transaction. The advisory lock makes
 * several instances starting together on one server take turns instead of racing.
 */
export async function migrate(db: Database, migrations = loadMigrations()): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (rows.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/** The names of the migrations not yet applied, without applying them: all of them on a database never migrated. */
export async function pendingMigrations(db: Queryable, migrations = loadMigrations()): Promise<string[]> {
  const [table] = await db.query<{ migrated: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS migrated");
  const applied = table?.migrated ? new Set((await db.query<{ version: number }>('SELECT version FROM schema_migrations')).map((row) => row.version)) : new Set<number>();
  return migrations.filter((migration) => !applied.has(migration.version)).map((migration) => migration.name);
}
