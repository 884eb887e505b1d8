import { DataDirInUseError } from '../../server/db/data-dir-lock';
import type { Database } from '../../server/db/database';
import { openDatabase } from '../../server/db/open-database';
import { migrateSchema } from '../../server/db/schema-connection';
import type { Env } from '../../server/env';

/** A running server that holds the embedded database, and the way in it offers this machine. */
export interface HoldingServer {
  pid: number;
  url: string;
  localToken: string;
  dataDir: string;
}

/**
 * `migrate` brings the database's schema up to date first, as a server's start does (a database
 * whose server never started gets its tables), without the requests' limit on a statement.
 */
export interface DatabaseTarget {
  kind: 'database';
  db: Database;
  migrate: () => Promise<unknown>;
}

export type CommandTarget = DatabaseTarget | { kind: 'server'; server: HoldingServer };

/**
 * The database a command works on: its own connection, or, when a server already holds the
 * embedded database (which one process alone may open, decision 015), that server to go through.
 * Anything else holding it ends the command with a message saying what it is and what to do.
 */
export async function openForCommand(env: Env, command: string): Promise<CommandTarget> {
  try {
    const db = await openDatabase({ databaseUrl: env.databaseUrl, dataDir: env.dataDir, holder: command });
    return { kind: 'database', db, migrate: () => migrateSchema(db, env.databaseUrl) };
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const { holder } = error;
    if (holder?.url && holder.localToken) return { kind: 'server', server: { pid: holder.pid, url: holder.url, localToken: holder.localToken, dataDir: error.dataDir } };
    return exitWith(`${error.message} Run ${command} again when it has finished.`);
  }
}

export function exitWith(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * One call to the holding server's local endpoints, with a time limit: a server that does not
 * answer ends the command with a message rather than a hang.
 */
export async function callServer(server: HoldingServer, path: string, init: RequestInit & { timeoutMs: number }): Promise<Response> {
  const { timeoutMs, ...rest } = init;
  try {
    return await fetch(`${server.url}${path}`, {
      ...rest,
      headers: { ...rest.headers, authorization: `Bearer ${server.localToken}` },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : (error as Error).message;
    return exitWith(`The xnews server (pid ${server.pid}) holds the embedded database in ${server.dataDir}, but it did not answer at ${server.url} (${reason}). Nothing was done.`);
  }
}
