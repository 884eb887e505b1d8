import { mkdirSync } from 'node:fs';
import type { Database } from './database';
import { openPglite } from './pglite-database';
import { openPostgres } from './postgres-database';

/** A PostgreSQL server when a URL is given, else the embedded database in dataDir. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return openPglite(options.dataDir);
}
