import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { countStories } from './db/news/count-stories';
import { indexMissingSearchDocuments } from './db/news/search/index-search-documents';
import { openDatabase } from './db/open-database';
import type { Env } from './env';
import type { Logger } from './logger';

/** A writer that fills an empty database (index.ts passes the demo's), answering what it wrote. */
type SeedEmpty = (db: Database) => Promise<object>;

/** Opens the database, brings its schema up to date, and fills an empty one when SEED_DEMO asks. */
export async function startDatabase(env: Env, logger: Logger, seedEmpty: SeedEmpty): Promise<Database> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'an xnews server' });
  logger.info({ kind: db.kind, ms: Date.now() - started }, 'database open');
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const indexed = await indexMissingSearchDocuments(db);
  if (indexed > 0) logger.info({ indexed }, 'story versions indexed for search');
  if (env.seedDemo && (await countStories(db)) === 0) {
    const seedStarted = Date.now();
    const result = await seedEmpty(db);
    logger.info({ ...result, ms: Date.now() - seedStarted }, 'empty database: demo content seeded');
  }
  return db;
}
