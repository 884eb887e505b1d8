import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database';
import { pgliteDatabase } from './pglite-database';
import { MAX_PREPARED_STATEMENTS } from './pglite-statements';

/** The embedded database's statements run prepared (pglite-statements.ts): the same answers and errors as PGlite's own query(). */

let pg: PGlite;
let db: Database;
beforeAll(async () => {
  pg = await PGlite.create();
  db = pgliteDatabase(pg);
  await db.exec(`CREATE TABLE probe (id int PRIMARY KEY, word text, tags text[], doc jsonb, score float8, at timestamptz)`);
}, 120_000);
afterAll(() => pg.close());

const ROW = `INSERT INTO probe (id, word, tags, doc, score, at) VALUES ($1, $2, $3, $4, $5, $6)`;
const preparedCount = async () => (await pg.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_prepared_statements')).rows[0]?.n;

describe('prepared statements on the embedded database', () => {
  it('gives the answers PGlite’s own query gives, for every parameter and column type, and prepares a text once', async () => {
    const at = new Date('2026-11-25T04:00:00.000Z');
    await db.query(ROW, [1, 'one', ['a', 'b'], { nested: [1, 'x'] }, 1.5, at]);
    await db.query(ROW, [2, null, [], null, null, null]);
    const select = 'SELECT * FROM probe WHERE id = ANY($1::int[]) ORDER BY id';
    const before = await preparedCount();
    const prepared = await db.query(select, [[1, 2]]);
    expect(prepared).toEqual((await pg.query(select, [[1, 2]])).rows);
    expect(prepared[0]).toEqual({ id: 1, word: 'one', tags: ['a', 'b'], doc: { nested: [1, 'x'] }, score: 1.5, at });
    expect(await db.query(select, [[2]])).toEqual([{ id: 2, word: null, tags: [], doc: null, score: null, at: null }]);
    expect(await preparedCount()).toBe((before ?? 0) + 1);
  });

  it('answers a statement without rows, and one that returns none', async () => {
    await db.query(ROW, [3, 'three', [], {}, 0, null]);
    expect(await db.query('UPDATE probe SET word = $1 WHERE id = $2', ['THREE', 3])).toEqual([]);
    expect(await db.query('SELECT word FROM probe WHERE id = $1', [3])).toEqual([{ word: 'THREE' }]);
    expect(await db.query('SELECT word FROM probe WHERE id = $1', [404])).toEqual([]);
  });

  it('throws PostgreSQL’s error with its code and stays usable, for a bad text and for a failing run', async () => {
    await expect(db.query('SELEC word FROM probe WHERE id = $1', [1])).rejects.toMatchObject({ code: '42601' });
    await expect(db.query(ROW, [1, 'again', [], {}, 0, null])).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT word FROM probe WHERE id = $1', [1])).toEqual([{ word: 'one' }]);
  });

  it('runs inside a transaction, which an error rolls back whole', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query(ROW, [10, 'ten', [], {}, 0, null]);
        await tx.query(ROW, [10, 'ten again', [], {}, 0, null]);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('SELECT id FROM probe WHERE id = $1', [10])).toEqual([]);
    await db.transaction(async (tx) => {
      await tx.query(ROW, [11, 'eleven', [], {}, 0, null]);
    });
    expect(await db.query('SELECT word FROM probe WHERE id = $1', [11])).toEqual([{ word: 'eleven' }]);
  });

  it('waits for a transaction under way: a statement outside it never sees what it has not committed', async () => {
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    const transaction = db.transaction(async (tx) => {
      await tx.query(ROW, [20, 'twenty', [], {}, 0, null]);
      inserted();
      await committing;
      await tx.query('UPDATE probe SET word = $1 WHERE id = $2', ['twenty, committed', 20]);
    });
    await insertedRow;
    const outside = db.query<{ word: string }>('SELECT word FROM probe WHERE id = $1', [20]);
    commit();
    await transaction;
    expect(await outside).toEqual([{ word: 'twenty, committed' }]);
  });

  it('runs statements past its bound through PGlite’s query, preparing no more of them', async () => {
    for (let n = 0; ((await preparedCount()) ?? 0) < MAX_PREPARED_STATEMENTS; n++) await db.query(`SELECT $1::int + ${n} AS n`, [1]);
    expect(await db.query('SELECT $1::int * 2 AS n, $2::text AS word', [21, 'past'])).toEqual([{ n: 42, word: 'past' }]);
    expect(await preparedCount()).toBe(MAX_PREPARED_STATEMENTS);
  });
});
