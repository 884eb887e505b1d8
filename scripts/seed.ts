/** npm run seed: migrates and writes the deterministic demo set (idempotent). */
import { readEnv } from '../server/env';
import { createLogger } from '../server/logger';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { seedDemo } from '../server/demo/seed-demo';

const env = readEnv();
const logger = createLogger(env.logLevel);
const started = Date.now();
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrate(db);
  const result = await seedDemo(db);
  logger.info({ ...result, database: db.kind, seconds: (Date.now() - started) / 1000 }, 'demo content seeded');
} finally {
  await db.close();
}
