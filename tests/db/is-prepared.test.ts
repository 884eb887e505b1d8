import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import type { Database } from '../../server/db/database';
import { loadMigrations, pendingMigrations } from '../../server/db/migrate';
import { indexMissingSearchDocuments } from '../../server/db/news/search/index-search-documents';
import { seedIfEmpty } from '../../server/db/seed-if-empty';
import { isPrepared, prepareDatabase } from '../../server/prepare-database';
import { openTestDatabase } from '../support/test-database';

/*
 * Decision 026: a start whose database needs nothing opens the embedded one once, without the
 * worker. isPrepared is that question, read-only: whatever it calls prepared, prepareDatabase
 * must find nothing to do on.
 */

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const seed = (target: Database) => seedDemo(target, { count: 40, end: new Date(Date.UTC(2026, 10, 1)) });
const latest = loadMigrations().at(-1)!;

describe('whether a database needs preparing', () => {
  it('asks a migrated database without stories for the seed alone, and one with a seed left unfinished for it again', async () => {
    await expect(pendingMigrations(db)).resolves.toEqual([]);
    expect(await isPrepared(db, false)).toBe(true);
    expect(await isPrepared(db, true)).toBe(false);

    await seedIfEmpty(db, seed);
    expect(await isPrepared(db, true)).toBe(true);
    // What the server's prepare would then do: nothing.
    expect(await prepareDatabase(db, seed, () => expect.unreachable('seeded again'))).toEqual({ applied: [], indexed: 0 });

    await db.query("INSERT INTO unfinished_seeds (name) VALUES ('demo')");
    expect(await isPrepared(db, true)).toBe(false);
    expect(await isPrepared(db, false)).toBe(true);
    await db.query("DELETE FROM unfinished_seeds WHERE name = 'demo'");
  });

  it('asks for a version written before search to be indexed', async () => {
    await db.query('UPDATE story_versions SET search_doc = NULL WHERE story_id = (SELECT min(story_id) FROM story_versions)');
    expect(await isPrepared(db, false)).toBe(false);
    expect(await indexMissingSearchDocuments(db)).toBeGreaterThan(0);
    expect(await isPrepared(db, true)).toBe(true);
  });

  it('asks for a migration not yet recorded, and for every one on a database never migrated', async () => {
    await db.query('DELETE FROM schema_migrations WHERE version = $1', [latest.version]);
    await expect(pendingMigrations(db)).resolves.toEqual([latest.name]);
    expect(await isPrepared(db, false)).toBe(false);
    await db.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [latest.version, latest.name]);
    expect(await isPrepared(db, false)).toBe(true);

    await db.exec('DROP TABLE schema_migrations');
    await expect(pendingMigrations(db)).resolves.toEqual(loadMigrations().map((migration) => migration.name));
    expect(await isPrepared(db, false)).toBe(false);
  });
});
