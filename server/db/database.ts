import type { DataDirLock } from './data-dir-lock';

/** What every query needs: one parameterised statement, rows back. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/** Inside a transaction: statements with parameters, and scripts without. */
export interface Transactional extends Queryable {
  exec(sql: string): Promise<void>;
}

/**
 * One data layer over PostgreSQL SQL: PGlite by default, a server when DATABASE_URL is set.
 * Both run the same statements; nothing above this interface knows which one it has.
 */
export interface Database extends Transactional {
  readonly kind: 'pglite' | 'postgres';
  /** All or nothing: commits when fn resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Transactional) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Connections of a server's pool, for /metrics; PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
  /** The embedded database's hold on its data folder, which this process alone may open. */
  readonly dataDirLock?: DataDirLock;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a free connection: the sign of a pool too small or a database too slow. */
  waiting: number;
}

/**
 * The database could not be reached (refused, closed, timed out). Routes answer 503 for it,
 * unlike a failing statement, which is a bug and answers 500.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The database is unavailable', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}
