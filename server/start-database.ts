import type { Database } from './db/database';
import { migrate } from './db/migrate';
import { countStories } from './db/news/count-stories';
import { openDatabase } from './db/open-database';
import { seedDemo } from './demo/seed-demo';
import type { Env } from './env';
import type { Logger } from './logger';

/** Opens the database, brings its schema up to date, and fills an empty one with the demo set. */
export async function startDatabase(env: Env, logger: Logger): Promise<Database> {
  const started = Date.now();
  const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: 'an xnews server' });
  logger.info({ kind: db.kind, ms: Date.now() - started }, 'database open');
  const applied = await migrate(db);
  if (applied.length > 0) logger.info({ applied }, 'migrations applied');
  if (env.seedDemo && (await countStories(db)) === 0) {
    const seedStarted = Date.now();
    const result = await seedDemo(db);
    logger.info({ ...result, ms: Date.now() - seedStarted }, 'empty database: demo content seeded');
  }
  return db;
}
