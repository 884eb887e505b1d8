import { mkdirSync } from 'node:fs';
import type { Database } from './database';
import { openPglite, type PrepareFolder } from './pglite-database';
import { openPostgres } from './postgres-database';

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** What this process is, as another one that finds the embedded database taken is told. */
  holder: string;
  /** For the embedded database: work on the folder once this process holds it, before it opens it. */
  prepareFolder?: PrepareFolder;
}

/**
 * A PostgreSQL server when a URL is given (any number of processes share it), else the embedded
 * database in dataDir, which one process at a time may open (DataDirInUseError otherwise).
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  mkdirSync(options.dataDir, { recursive: true });
  return openPglite(options.dataDir, options.holder, options.prepareFolder);
}
