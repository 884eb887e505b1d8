import type { PGlite } from '@electric-sql/pglite';
import type { Database } from './db/database';
import { holdsDatabase } from './db/embedded-template';
import { loadMigrations } from './db/migrate';
import { createPglite, pgliteQueries } from './db/pglite-database';
import { openDatabase } from './db/open-database';
import { withSchemaConnection } from './db/schema-connection';
import type { SeedEmpty } from './db/seed-if-empty';
import type { Env } from './env';
import type { Logger } from './logger';
import { isPrepared, logPreparation, logSeeding, prepareDatabase, type Preparation } from './prepare-database';
import { prepareInWorker } from './prepare-in-worker';

/** Settles as `work` does, or rejects with the stop's reason as soon as `stop` aborts. */
function unlessStopped<T>(work: Promise<T>, stop: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    const stopped = () => reject(stop.reason);
    stop.addEventListener('abort', stopped, { once: true });
    work.then(resolve, reject).finally(() => stop.removeEventListener('abort', stopped));
  });
}

/**
 * Opens the database, brings its schema up to date, and fills an empty one when SEED_DEMO asks
 * (index.ts passes the demo's seed). The embedded database, when it needs any of that, is prepared
 * in a worker before this process opens it (prepare-in-worker.ts: its memory goes with the
 * worker), which seeds the demo set itself; PostgreSQL in this thread.
 *
 * On `stop` (a SIGTERM during start-up) it rejects with the stop's reason, having closed what it
 * opened: the worker, the embedded database and its folder's lock. PostgreSQL's pool is left to
 * the process's exit, which ends its connections and so rolls back what they had begun (the pool
 * would wait for a seed's statements to finish).
 */
export async function startDatabase(env: Env, logger: Logger, seedEmpty: SeedEmpty, stop: AbortSignal): Promise<Database> {
  stop.throwIfAborted();
  const started = Date.now();
  let preparation: Preparation | undefined;
  let created = false;
  const db = await openDatabase({
    databaseUrl: env.databaseUrl,
    dataDir: env.dataDir,
    holder: 'an xnews server',
    prepareFolder: async (dataDir) => {
      created = !holdsDatabase(dataDir);
      const opened = created && env.seedDemo ? undefined : await openIfPrepared(dataDir, env.seedDemo);
      if (opened) return opened;
      preparation = await prepareInWorker(dataDir, env.seedDemo ? env.demoStories : undefined, () => logSeeding(logger), stop);
      return undefined;
    },
  });
  if (stop.aborted) {
    await db.close();
    stop.throwIfAborted();
  }
  if (created) logger.info({ dataDir: env.dataDir, schema: loadMigrations().at(-1)?.name }, "empty folder: database created from the build's template");
  // Whether the embedded database had work for the worker, or was opened once (openIfPrepared).
  logger.info({ kind: db.kind, ms: Date.now() - started, ...(env.databaseUrl ? {} : { preparedInWorker: preparation !== undefined }) }, 'database open');
  // The embedded database was prepared before it was opened (prepareFolder); PostgreSQL is now.
  if (env.databaseUrl) preparation = await unlessStopped(preparePostgres(env.databaseUrl, env.seedDemo ? seedEmpty : undefined, logger), stop);
  if (preparation) logPreparation(logger, preparation);
  return db;
}

/**
 * The embedded database in dataDir, opened in this thread, when it needs nothing from the worker
 * (isPrepared): a later start, or an empty folder without the demo set, which the build's template
 * fills at the current schema. Then the folder is opened once, not twice (decision 026). Otherwise
 * closed again, for the worker to open. An empty folder that is to hold the demo set is left to
 * the worker at once: it needs the seed, whose memory goes with the worker.
 */
async function openIfPrepared(dataDir: string, seeds: boolean): Promise<PGlite | undefined> {
  const pg = await createPglite(dataDir);
  try {
    if (await isPrepared(pgliteQueries(pg), seeds)) return pg;
  } catch (error) {
    await pg.close();
    throw error;
  }
  await pg.close();
  return undefined;
}

/** PostgreSQL's migrations and seed, without the requests' limit on a statement (schema-connection.ts). */
function preparePostgres(databaseUrl: string, seedEmpty: SeedEmpty | undefined, logger: Logger): Promise<Preparation> {
  return withSchemaConnection(databaseUrl, (db) => prepareDatabase(db, seedEmpty, () => logSeeding(logger)));
}
