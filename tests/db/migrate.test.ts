import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('migrations', () => {
  it('are numbered .sql files in version order', () => {
    const migrations = loadMigrations();
    expect(migrations.length).toBeGreaterThan(0);
    expect(migrations.map((migration) => migration.version)).toEqual([...migrations.map((migration) => migration.version)].sort((a, b) => a - b));
    expect(migrations[0]?.name).toBe('001_stories.sql');
  });

  it('are recorded once and not applied again', async () => {
    const recorded = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((row) => row.version)).toEqual(loadMigrations().map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    expect(await migrate(db)).toEqual([]);
  });

  it('apply a new file in its own transaction, and roll back one that fails', async () => {
    const extra = { version: 9001, name: '9001_probe.sql', sql: 'CREATE TABLE probe (id int); INSERT INTO probe VALUES (1);' };
    expect(await migrate(db, [extra])).toEqual(['9001_probe.sql']);
    expect(await db.query('SELECT id FROM probe')).toEqual([{ id: 1 }]);
    const broken = { version: 9002, name: '9002_broken.sql', sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();' };
    await expect(migrate(db, [broken])).rejects.toThrow(/no_such_function/);
    expect(await db.query(`SELECT to_regclass('half_done') AS t`)).toEqual([{ t: null }]);
    expect(await db.query('SELECT 1 FROM schema_migrations WHERE version = 9002')).toEqual([]);
  });

  it('create the indexes that serve the list, archive and related-news queries', async () => {
    const rows = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'stories' ORDER BY indexname`);
    expect(rows.map((row) => row.indexname)).toEqual(expect.arrayContaining([
      'stories_rank_idx', 'stories_type_rank_idx', 'stories_type_subtype_rank_idx', 'stories_subtype_rank_idx',
      'stories_type_post_time_idx', 'stories_post_time_idx', 'stories_subtype_post_time_idx',
    ]));
  });
});
