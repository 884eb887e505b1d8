/** npm run seed: migrates and writes the deterministic demo set (idempotent). */
import { readEnv } from '../server/env';
import { createLogger } from '../server/logger';
import { seedDemo } from '../demo/seed-demo';
import { seedDemoMedia } from '../demo/seed-demo-media';
import { openMediaStore } from '../server/services/media/open-media-store';
import { exitWith, openForCommand } from './cli/open-for-command';

const env = readEnv();
const logger = createLogger(env.logLevel);
const started = Date.now();
const target = await openForCommand(env, 'npm run seed');
if (target.kind === 'server') {
  const { pid, url, dataDir } = target.server;
  exitWith(
    `npm run seed cannot write to ${dataDir}: the xnews server (pid ${pid}, serving ${url}) has the embedded database open, ` +
      'and one process alone may. Nothing was written. A server seeds an empty database itself when it starts (SEED_DEMO); ' +
      `to seed this one, stop the server (kill ${pid}), run npm run seed, then start it again.`,
  );
}
const { db } = target;
try {
  await target.migrate();
  // Bodies rendered here, as ingest renders them: a server already running on this database (a
  // PostgreSQL one) renders missing bodies only when it next starts.
  const result = await seedDemo(db, { count: env.demoStories, renderBodies: true });
  const images = await seedDemoMedia(db, openMediaStore({ dataDir: env.dataDir, s3Url: env.mediaS3Url }));
  logger.info({ ...result, images, database: db.kind, seconds: (Date.now() - started) / 1000 }, 'demo content seeded');
} finally {
  await db.close();
}
