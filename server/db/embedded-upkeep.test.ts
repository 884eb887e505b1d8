import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { embeddedUpkeep } from './embedded-upkeep';
import { openPglite } from './pglite-database';

/** The embedded database analyses and vacuums its tables itself, as a server's autovacuum would. */

let dataDir: string;
let db: Database;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-upkeep-'));
  db = await openPglite(dataDir, 'the upkeep test');
  await db.exec('CREATE TABLE upkeep_probe (id int PRIMARY KEY, word text NOT NULL)');
}, 120_000);
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The planner's row count of the table: -1 until it is first analysed. */
const statistics = async () => (await db.query<{ rows: number }>("SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'upkeep_probe'"))[0];

describe('the embedded database’s upkeep', () => {
  it('leaves a table unanalysed until enough rows change, then analyses it without being asked', async () => {
    await db.query("INSERT INTO upkeep_probe SELECT n, 'word ' || n FROM generate_series(1, 40) n");
    expect((await statistics())?.rows).toBe(-1);

    await db.transaction(async (tx) => {
      await tx.query("INSERT INTO upkeep_probe SELECT n, 'word ' || n FROM generate_series(41, 300) n");
    });
    await expect.poll(async () => (await statistics())?.rows, { timeout: 60_000 }).toBe(300);
    const [stats] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM pg_stats WHERE tablename = 'upkeep_probe'");
    expect(stats?.count).toBe(2);
  });

  it('waits for a tenth of the rows to change before it runs again', async () => {
    await db.query("UPDATE upkeep_probe SET word = word || '!' WHERE id <= 60");
    // 80 changed rows is not over 50 + 10% of 300: the statistics still say 300 rows.
    await db.query("INSERT INTO upkeep_probe SELECT n, 'word' FROM generate_series(301, 320) n");
    expect((await statistics())?.rows).toBe(300);
    await db.query("INSERT INTO upkeep_probe SELECT n, 'word' FROM generate_series(321, 400) n");
    await expect.poll(async () => (await statistics())?.rows, { timeout: 60_000 }).toBe(400);
  });

  it('vacuums each table and analyses each of its columns in statements of their own, so that other queries take the connection between them', async () => {
    const pg = await PGlite.create();
    try {
      await pg.exec('CREATE TABLE b_probe (id int, "Note" text, body text); CREATE TABLE a_probe (id int); CREATE TABLE c_probe (body text)');
      // A column kept out of the statistics (as the long texts are) is not analysed; a table with none left still is.
      await pg.exec('ALTER TABLE b_probe ALTER COLUMN body SET STATISTICS 0; ALTER TABLE c_probe ALTER COLUMN body SET STATISTICS 0');
      const statements: string[] = [];
      // The database as the upkeep sees it, recording what it executes.
      const recording = new Proxy(pg, {
        get(target, key) {
          if (key === 'exec') {
            return (sql: string) => {
              statements.push(sql);
              return target.exec(sql);
            };
          }
          const value: unknown = Reflect.get(target, key);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const upkeep = embeddedUpkeep(recording);
      upkeep.noteChanged(1_000);
      await upkeep.settled();
      expect(statements).toEqual(['VACUUM a_probe', 'ANALYZE a_probe (id)', 'VACUUM b_probe', 'ANALYZE b_probe (id)', 'ANALYZE b_probe ("Note")', 'VACUUM c_probe', 'ANALYZE c_probe']);
    } finally {
      await pg.close();
    }
  }, 120_000);
});
