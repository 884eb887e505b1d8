/**
 * npm run outbox [-- --limit N] [-- --to ADDRESS]: the latest messages kept in the outbox, newest
 * first. Beside a server that holds the embedded database it asks that server (decision 015).
 */
import { existsSync } from 'node:fs';
import { readEnv } from '../server/env';
import type { Database } from '../server/db/database';
import { formatOutbox } from '../server/db/outbox/format-outbox';
import { parseOutboxOptions } from '../server/db/outbox/outbox-options';
import { readOutbox, type OutboxEntry, type OutboxQuery } from '../server/db/outbox/read-outbox';
import { callServer, exitWith, openForCommand, type HoldingServer } from './cli/open-for-command';

const SERVER_TIMEOUT_MS = 15_000;

async function readFromServer(server: HoldingServer, query: OutboxQuery): Promise<OutboxEntry[]> {
  const search = new URLSearchParams({ limit: String(query.limit), ...(query.to ? { to: query.to } : {}) });
  const response = await callServer(server, `/api/ops/outbox?${search}`, { timeoutMs: SERVER_TIMEOUT_MS });
  const answer = (await response.json().catch(() => ({}))) as { messages?: (OutboxEntry & { createdAt: string })[]; message?: string };
  if (!response.ok || !answer.messages) {
    return exitWith(`The xnews server (pid ${server.pid}, ${server.url}) did not give the outbox (${response.status}): ${answer.message ?? 'no reason given'}.`);
  }
  return answer.messages.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
}

async function readFromDatabase(db: Database, query: OutboxQuery): Promise<OutboxEntry[]> {
  let failure: string | undefined;
  try {
    // Read only, and no migration: a database whose server never started has no outbox yet.
    const [table] = await db.query<{ found: string | null }>(`SELECT to_regclass('outbox')::text AS found`);
    if (table?.found) return await readOutbox(db, query);
    failure = 'This database has no outbox yet: start the server once (npm start) so that its migrations run.';
  } catch (error) {
    failure = `cannot read the outbox: ${(error as Error).message}`;
  } finally {
    await db.close();
  }
  return exitWith(failure);
}

const options = parseOutboxOptions(process.argv.slice(2));
if (!options.ok) {
  console.error(options.message);
  process.exit(2);
}
const env = readEnv();
if (!env.databaseUrl && !existsSync(env.dataDir)) {
  exitWith(`There is no database in ${env.dataDir} yet: start the server once (npm start), or set DATABASE_URL.`);
}
const target = await openForCommand(env, 'npm run outbox');
const entries = target.kind === 'server' ? await readFromServer(target.server, options.query) : await readFromDatabase(target.db, options.query);
console.log(formatOutbox(entries, options.query));
