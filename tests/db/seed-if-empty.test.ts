import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { countStories } from '../../server/db/news/count-stories';
import { seedIfEmpty } from '../../server/db/seed-if-empty';
import { seedDemo } from '../../demo/seed-demo';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const end = new Date(Date.UTC(2026, 10, 1));
/** The demo seed as the server runs it, smaller. */
const seed = (target: Database) => seedDemo(target, { count: 600, end });

describe('seedIfEmpty', () => {
  it('seeds a database that a seed died in half-way through, which its stories alone made look seeded', async () => {
    // The first start dies after the seed's first batch of 500 stories, committed on its own.
    let batches = 0;
    const dying = (target: Database) =>
      seed({ ...target, transaction: (fn) => (++batches > 1 ? Promise.reject(new Error('the process died here')) : target.transaction(fn)) });
    await expect(seedIfEmpty(db, dying)).rejects.toThrow('the process died here');
    expect(await countStories(db)).toBe(500);

    await expect(seedIfEmpty(db, seed)).resolves.toEqual({ stories: 600, versions: expect.any(Number) });
    expect(await countStories(db)).toBe(600);
    expect(await db.query('SELECT name FROM unfinished_seeds')).toEqual([]);
  });

  it('leaves a database with stories and no unfinished seed as it is', async () => {
    const untouched = async () => {
      throw new Error('seeded a database that has its stories');
    };
    await expect(seedIfEmpty(db, untouched)).resolves.toBeUndefined();
    expect(await countStories(db)).toBe(600);
  });
});
