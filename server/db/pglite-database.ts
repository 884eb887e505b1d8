import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Transactional } from './database';

function transactionalOf(target: PGlite | Transaction): Transactional {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      const result = await target.query<Row>(sql, params as unknown[]);
      return result.rows;
    },
    async exec(sql) {
      await target.exec(sql);
    },
  };
}

/** Wraps an open PGlite instance. PGlite has one connection, and its transaction() serialises. */
export function pgliteDatabase(pg: PGlite): Database {
  return {
    kind: 'pglite',
    ...transactionalOf(pg),
    transaction(fn) {
      return pg.transaction((tx) => fn(transactionalOf(tx)));
    },
    async close() {
      if (!pg.closed) await pg.close();
    },
  };
}

/** Opens (and on first use initialises) an embedded database in dataDir. */
export async function openPglite(dataDir: string): Promise<Database> {
  return pgliteDatabase(await PGlite.create({ dataDir }));
}
