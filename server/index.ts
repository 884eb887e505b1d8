import { loadAssetManifest } from './bff/asset-manifest';
import type { SeedEmpty } from './db/seed-if-empty';
import { readEnv } from './env';
import { createLogger } from './logger';
import type { Backing } from './serve';
import { loadSite } from './site/load-site';
import { startDatabase } from './start-database';
import { StoppedDuringStartUp, watchStopSignals, type StopSignals } from './stop-signals';

/** The demo's seed of so many stories, loaded where it runs in this thread (on PostgreSQL) and only then: it is the whole ingest path. */
const seedDemo =
  (count: number): SeedEmpty =>
  async (db) =>
    (await import('../demo/seed-demo')).seedDemo(db, { count });

/**
 * Starts the server: the database first, then the rest (serve.ts), loaded only once the database
 * is ready, so that a first start's seed in the prepare worker runs beside this thread's few
 * modules rather than all of them (decision 036).
 */
async function main(stopSignals: StopSignals): Promise<void> {
  const env = readEnv();
  const logger = createLogger(env.logLevel);
  // Read before anything is opened: a broken site or build stops the start at once.
  const site = loadSite(env.site);
  const assets = loadAssetManifest();
  const backing: Backing =
    env.role === 'web' && env.apiUpstream
      ? { kind: 'upstream', apiUpstream: env.apiUpstream }
      : {
          kind: 'database',
          db: await startDatabase(env, logger, seedDemo(env.demoStories), stopSignals.startUp).catch((error: unknown) => {
            if (!(error instanceof StoppedDuringStartUp)) throw error;
            // startDatabase closed what it had opened, and nothing else is open yet.
            logger.info({ signal: error.signal }, 'stopped during start-up');
            process.exit(0);
          }),
        };
  const { serve } = await import('./serve');
  await serve({ env, logger, site, assets, backing, stopSignals });
}

// First, before anything is opened: a stop during start-up ends it (stop-signals.ts).
main(watchStopSignals()).catch((error: unknown) => {
  console.error(`xnews failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
