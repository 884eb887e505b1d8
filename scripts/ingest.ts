/**
 * npm run ingest -- FILE: the same as POST /api/ingest/news, from a JSON array or NDJSON file.
 * Beside a server that holds the embedded database it goes through that server (decision 015).
 */
import { readFileSync } from 'node:fs';
import { readEnv } from '../server/env';
import { ingestNews } from '../server/services/ingest/ingest-news';
import { parseBatchText } from '../server/services/ingest/parse-batch-text';
import { callServer, openForCommand, type HoldingServer } from './cli/open-for-command';

/** A large batch on a busy machine may take a while; past this the server is not answering. */
const SERVER_TIMEOUT_MS = 120_000;

interface Written {
  accepted: number;
  created: readonly unknown[];
  updated: readonly unknown[];
  unchanged: number;
}

function report(outcome: Written): void {
  console.log(JSON.stringify({ accepted: outcome.accepted, created: outcome.created.length, updated: outcome.updated.length, unchanged: outcome.unchanged }));
}

function refuse(errors: unknown): void {
  console.error(JSON.stringify({ error: 'invalid_items', message: 'nothing was written', items: errors }, null, 2));
  process.exitCode = 1;
}

async function ingestThroughServer(server: HoldingServer, items: readonly unknown[]): Promise<void> {
  const response = await callServer(server, '/api/ingest/news', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(items),
    timeoutMs: SERVER_TIMEOUT_MS,
  });
  const answer = (await response.json().catch(() => ({}))) as Partial<Written> & { error?: string; message?: string; items?: unknown };
  if (response.ok) return report(answer as Written);
  if (answer.error === 'invalid_items') return refuse(answer.items);
  console.error(`The xnews server (pid ${server.pid}, ${server.url}) refused the batch with ${response.status}: ${answer.message ?? 'no reason given'}. Nothing was written.`);
  process.exitCode = 1;
}

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
const target = await openForCommand(readEnv(), 'npm run ingest');
if (target.kind === 'server') {
  await ingestThroughServer(target.server, parsed.items);
} else {
  const { db } = target;
  try {
    await target.migrate();
    const outcome = await ingestNews(db, parsed.items);
    if (outcome.ok) report(outcome);
    else refuse(outcome.errors);
  } finally {
    await db.close();
  }
}
