import type { Database, Queryable } from './db/database';
import { migrate, pendingMigrations } from './db/migrate';
import { hasUnindexedVersions, indexMissingSearchDocuments } from './db/news/search/index-search-documents';
import { needsSeed, seedIfEmpty, type SeedEmpty } from './db/seed-if-empty';
import type { Logger } from './logger';

/** What preparing a database did; plain data, so that a worker can post it. */
export interface Preparation {
  applied: string[];
  indexed: number;
  /** What the seed wrote, and in how many milliseconds, when it ran. */
  seeded?: { result: object; ms: number };
}

/**
 * Brings the schema up to date, indexes story versions written before search, and fills an empty
 * database when given a seed (SEED_DEMO), calling `seeding` as the seed begins. Runs where the
 * database is opened for it: the server's own thread on PostgreSQL, a worker on the embedded
 * database (prepare-in-worker.ts).
 */
export async function prepareDatabase(db: Database, seedEmpty: SeedEmpty | undefined, seeding: () => void): Promise<Preparation> {
  const applied = await migrate(db);
  const indexed = await indexMissingSearchDocuments(db);
  if (!seedEmpty) return { applied, indexed };
  const started = Date.now();
  const result = await seedIfEmpty(db, (target) => {
    seeding();
    return seedEmpty(target);
  });
  return result ? { applied, indexed, seeded: { result, ms: Date.now() - started } } : { applied, indexed };
}

/**
 * Whether prepareDatabase would find nothing to do: no migration to apply, no version to index,
 * and, when the demo set is wanted (`seeds`), stories already there and no seed left unfinished.
 * It only reads.
 */
export async function isPrepared(db: Queryable, seeds: boolean): Promise<boolean> {
  if ((await pendingMigrations(db)).length > 0 || (await hasUnindexedVersions(db))) return false;
  return !seeds || !(await needsSeed(db));
}

/** Said as the seed begins: a first start is silent for the tens of seconds it takes otherwise. */
export function logSeeding(logger: Logger): void {
  logger.info('seeding the demo set (SEED_DEMO) before serving');
}

/** Says what preparing did, in the words the server's log has always used. */
export function logPreparation(logger: Logger, preparation: Preparation): void {
  if (preparation.applied.length > 0) logger.info({ applied: preparation.applied }, 'migrations applied');
  if (preparation.indexed > 0) logger.info({ indexed: preparation.indexed }, 'story versions indexed for search');
  if (preparation.seeded) logger.info({ ...preparation.seeded.result, ms: preparation.seeded.ms }, 'empty database: demo content seeded');
}
