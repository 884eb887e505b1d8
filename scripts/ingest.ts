/** npm run ingest -- FILE: the same as POST /api/ingest/news, from a JSON array or NDJSON file. */
import { readFileSync } from 'node:fs';
import { readEnv } from '../server/env';
import { migrate } from '../server/db/migrate';
import { openDatabase } from '../server/db/open-database';
import { ingestNews } from '../server/api/ingest/ingest-news';
import { parseBatchText } from '../server/api/ingest/parse-batch-text';

const file = process.argv[2];
if (!file) {
  console.error('usage: npm run ingest -- FILE   (a JSON array or NDJSON of news items)');
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(file, 'utf8');
} catch (error) {
  console.error(`cannot read ${file}: ${(error as Error).message}`);
  process.exit(2);
}
const parsed = parseBatchText(text);
if (!parsed.ok) {
  console.error(JSON.stringify({ error: 'invalid_items', items: parsed.errors }, null, 2));
  process.exit(1);
}
const env = readEnv();
const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir });
try {
  await migrate(db);
  const outcome = await ingestNews(db, parsed.items);
  if (!outcome.ok) {
    console.error(JSON.stringify({ error: 'invalid_items', message: 'nothing was written', items: outcome.errors }, null, 2));
    process.exitCode = 1;
  } else {
    console.log(JSON.stringify({ accepted: outcome.accepted, created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged }));
  }
} finally {
  await db.close();
}
