import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import type { SeedEmpty } from './db/seed-if-empty';
import type { Env } from './env';
import type { Logger } from './logger';
import { logPreparation, prepareDatabase, type Preparation } from './prepare-database';
import { prepareInWorker } from './prepare-in-worker';

/**
 * Opens the database, brings its schema up to date, and fills an empty one when SEED_DEMO asks
 * (index.ts passes the demo's seed). The embedded database is prepared in a worker before this
 * process opens it (prepare-in-worker.ts: its memory goes with the worker), which seeds the demo
 * set itself; PostgreSQL in this thread.
 */
export async function startDatabase(env: Env, logger: Logger, seedEmpty: SeedEmpty): Promise<Database> {
  const started = Date.now();
  let preparation: Preparation | undefined;
  const db = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    holder: 'an xnews server',
    prepareFolder: async (dataDir) => {
      preparation = await prepareInWorker(dataDir, env.seedDemo);
    },
  });
  logger.info({ kind: db.kind, ms: Date.now() - started }, 'database open');
  logPreparation(logger, preparation ?? (await prepareDatabase(db, env.seedDemo ? seedEmpty : undefined)));
  return db;
}
