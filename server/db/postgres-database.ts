import pg from 'pg';
import { DatabaseUnavailableError, type Database, type Transactional } from './database';

/** Errors that mean "no server to talk to", not "your statement is wrong". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH',
  '57P01', '57P02', '57P03', // admin_shutdown, crash_shutdown, cannot_connect_now
  '53300', // too_many_connections
  '08000', '08001', '08003', '08006', // connection exceptions
]);

function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  return /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(error.message);
}

async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isUnavailable(error) ? new DatabaseUnavailableError(error) : error;
  }
}

function transactionalOf(client: pg.Pool | pg.PoolClient): Transactional {
  return {
    query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      return guarded(async () => (await client.query(sql, params as unknown[])).rows as Row[]);
    },
    // Without parameters pg uses the simple protocol, which runs a whole script.
    exec(sql) {
      return guarded(async () => {
        await client.query(sql);
      });
    },
  };
}

export interface PostgresOptions {
  max?: number;
  /**
   * How long a new connection may take, 3 s unless told: a request must not hang on a server that
   * is gone. A test harness on a loaded machine, where a backend's start alone can take longer, waits more.
   */
  connectTimeoutMs?: number;
  /**
   * How long one statement may run, 10 s unless told; the client gives up 2 s later (a server that
   * stops answering). 0 for none: the schema's migrations, whose index builds grow with the data,
   * and which another instance's migrations may make wait their turn (migrate.ts).
   */
  statementTimeoutMs?: number;
}

/** A pooled connection to a PostgreSQL server. Timeouts keep a dead server from hanging requests. */
export function openPostgres(connectionString: string, options: PostgresOptions = {}): Database {
  const statementTimeoutMs = options.statementTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
    idleTimeoutMillis: 30_000,
    // pg leaves a 0 out of the connection's settings, so the server's own (none, unless set) holds.
    statement_timeout: statementTimeoutMs,
    ...(statementTimeoutMs > 0 ? { query_timeout: statementTimeoutMs + 2_000 } : {}),
  });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => {});
  return {
    kind: 'postgres',
    ...transactionalOf(pool),
    transaction(fn) {
      return guarded(async () => {
        const client = await pool.connect();
        // Out of the pool, the client has no listener of the pool's: the server going away
        // mid-transaction would be an unhandled 'error' event, which ends the process. The
        // statement that meets it fails with it instead, and the pool drops the client.
        const lost = () => {};
        client.on('error', lost);
        try {
          await client.query('BEGIN');
          const result = await fn(transactionalOf(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.removeListener('error', lost);
          client.release();
        }
      });
    },
    close() {
      return pool.end();
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
