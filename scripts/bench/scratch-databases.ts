import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { Database, Queryable } from '../../server/db/database';
import { openPglite } from '../../server/db/pglite-database';
import { openPostgres } from '../../server/db/postgres-database';

/** A database made for one run and removed after it. */
export interface ScratchDatabase {
  kind: 'pglite' | 'postgres';
  /** What the app uses: exactly what the server would open. */
  db: Database;
  /**
   * What the fill uses. On PostgreSQL a connection of its own, because the app's pool has a
   * 10 s statement timeout that a 100k-row insert on a busy machine may exceed.
   */
  filler: Queryable;
  /** The server database's address, for processes of their own (PostgreSQL only). */
  url?: string;
  dispose(): Promise<void>;
}

export async function openScratchPglite(): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xnews-bench-'));
  try {
    const db = await openPglite(dataDir, 'the API benchmark');
    return {
      kind: 'pglite',
      db,
      // One connection only: filling through the same instance is the only way.
      filler: db,
      async dispose() {
        try {
          await db.close();
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** Creates xnews_bench_<random> on the server of serverUrl, and drops it at the end. */
export async function openScratchPostgres(serverUrl: string): Promise<ScratchDatabase> {
  const name = `xnews_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dropDatabase = async () => {
    // FORCE (PostgreSQL 13+) ends sessions a failed run may have left behind.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end();
    throw error;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const fillClient = new pg.Client({ connectionString: url.toString() });
  try {
    await fillClient.connect();
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  const db = openPostgres(url.toString());
  return {
    kind: 'postgres',
    db,
    url: url.toString(),
    filler: {
      async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
        return (await fillClient.query(sql, params as unknown[])).rows as Row[];
      },
    },
    async dispose() {
      try {
        await db.close();
        await fillClient.end();
      } finally {
        await dropDatabase();
      }
    },
  };
}
