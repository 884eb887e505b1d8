/** npm run outbox [-- --limit N] [-- --to ADDRESS]: the latest messages kept in the outbox, newest first. */
import { existsSync } from 'node:fs';
import { readEnv } from '../server/env';
import { openDatabase } from '../server/db/open-database';
import { formatOutbox } from '../server/db/outbox/format-outbox';
import { parseOutboxOptions } from '../server/db/outbox/outbox-options';
import { readOutbox } from '../server/db/outbox/read-outbox';

const options = parseOutboxOptions(process.argv.slice(2));
if (!options.ok) {
  console.error(options.message);
  process.exit(2);
}
const env = readEnv();
if (!env.databaseUrl && !existsSync(env.dataDir)) {
  console.error(`There is no database in ${env.dataDir} yet: start the server once (npm start), or set DATABASE_URL.`);
  process.exit(1);
}
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  // Read only, and no migration: this may run beside a server that has the same database open.
  const [table] = await db.query<{ found: string | null }>(`SELECT to_regclass('outbox')::text AS found`);
  if (!table?.found) {
    console.error('This database has no outbox yet: start the server once (npm start) so that its migrations run.');
    process.exitCode = 1;
  } else {
    console.log(formatOutbox(await readOutbox(db, options.query), options.query));
  }
} catch (error) {
  console.error(`cannot read the outbox: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
