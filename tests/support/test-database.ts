import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { pgliteDatabase } from '../../server/db/pglite-database';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { openPostgres } from '../../server/db/postgres-database';

/** Which database the database-facing suites run on: PGlite, or the server of TEST_DATABASE_URL. */
export const TEST_DB_KIND = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh database of its own for one test file, migrated and empty. */
export async function openTestDatabase(): Promise<Database> {
  if (TEST_DB_KIND === 'postgres') return openScratchPostgres();
  const template = readFileSync(inject('pgliteTemplate'));
  return pgliteDatabase(await PGlite.create({ loadDataDir: new Blob([template]), extensions: PGLITE_EXTENSIONS }));
}

/** A throwaway database on the server, migrated, dropped again on close; url lets other processes use it too. */
export async function openScratchPostgres(): Promise<Database & { url: string }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `xnews_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 4 });
  await migrate(db);
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
