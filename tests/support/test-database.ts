import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { EMBEDDED_POSTGRESQL_CONF, pgliteDatabase } from '../../server/db/pglite-database';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { openPostgres } from '../../server/db/postgres-database';

/** Which database the database-facing suites run on: PGlite, or the server of TEST_DATABASE_URL. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database of its own for one test file, migrated and empty. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') return openScratchPostgres();
  return pgliteDatabase(await pgliteFrom(inject('pgliteTemplate')));
}

/** A PGlite in memory, loaded from a tarball of its data folder, with the server's settings. */
export async function pgliteFrom(tarball: string): Promise<PGlite> {
  return PGlite.create({ loadDataDir: new Blob([readFileSync(tarball)]), extensions: PGLITE_EXTENSIONS, postgresqlconf: EMBEDDED_POSTGRESQL_CONF });
}

function serverUrl(): string {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return adminUrl;
}

/** The address of one database on the test server. */
export function postgresDatabaseUrl(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs a statement on the test server's administrative connection (CREATE and DROP DATABASE). */
export async function onPostgresServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl() });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * How long the harness's own connections may take to open: two suites starting side by side (their
 * builds, templates and Chromium) have made a backend's start outlast the server's 3 s.
 */
export const HARNESS_CONNECT_MS = 30_000;

/**
 * A throwaway database on the server, migrated, dropped again on close; url lets other processes
 * use it too. It is a copy of the run's migrated template (global-setup.ts): a file-level copy
 * costs a fraction of running every migration again for each test file.
 */
export async function openScratchPostgres(): Promise<Database & { url: string }> {
  const name = `xnews_test_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  const url = postgresDatabaseUrl(name);
  const db = openPostgres(url, { max: 4, connectTimeoutMs: HARNESS_CONNECT_MS });
  return {
    ...db,
    url,
    async close() {
      await db.close();
      await onPostgresServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
