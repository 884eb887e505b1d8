import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { indexMissingSearchDocuments } from './db/news/search/index-search-documents';
import { openDatabase } from './db/open-database';
import { seedIfEmpty, type SeedEmpty } from './db/seed-if-empty';
import type { Env } from './env';
import type { Logger } from './logger';

/** Opens the database, brings its schema up to date, and fills an empty one when SEED_DEMO asks (index.ts passes the demo's seed). */
export async function startDatabase(env: Env, logger: Logger, seedEmpty: SeedEmpty): Promise<Database> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'an xnews server' });
  logger.info({ kind: db.kind, ms: Date.now() - started }, 'database open');
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  const indexed = await indexMissingSearchDocuments(db);
  if (indexed > 0) logger.info({ indexed }, 'story versions indexed for search');
  const seedStarted = Date.now();
  const result = env.seedDemo ? await seedIfEmpty(db, seedEmpty) : undefined;
  if (result) logger.info({ ...result, ms: Date.now() - seedStarted }, 'empty database: demo content seeded');
  return db;
}
