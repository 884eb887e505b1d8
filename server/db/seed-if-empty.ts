import type { Database, Queryable } from './database';
import { countStories } from './news/count-stories';

/** A writer that fills an empty database (the demo's), answering what it wrote. */
export type SeedEmpty = (db: Database) => Promise<object>;

const DEMO_SEED = 'demo';

/**
 * Runs the seed when the database has no stories, or when a seed began and did not finish: the
 * seed commits its batches one by one, so a start that died half-way left stories behind, and
 * counting them alone took the database for seeded (018_unfinished_seeds.sql). The note is
 * committed before the first batch and removed after the last; the seed is idempotent, so running
 * it again completes what the last one left. Answers what the seed wrote, or undefined.
 */
export async function seedIfEmpty(db: Database, seedEmpty: SeedEmpty): Promise<object | undefined> {
  if (!(await needsSeed(db))) return undefined;
  await db.query('INSERT INTO unfinished_seeds (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [DEMO_SEED]);
  const result = await seedEmpty(db);
  await db.query('DELETE FROM unfinished_seeds WHERE name = $1', [DEMO_SEED]);
  return result;
}

/** Whether seedIfEmpty would run the seed: no story yet, or a seed begun and not finished. */
export async function needsSeed(db: Queryable): Promise<boolean> {
  const unfinished = await db.query('SELECT 1 FROM unfinished_seeds WHERE name = $1', [DEMO_SEED]);
  return unfinished.length > 0 || (await countStories(db)) === 0;
}
