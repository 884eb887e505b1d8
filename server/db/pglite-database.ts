import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Transactional } from './database';
import { lockDataDir, type DataDirLock } from './data-dir-lock';
import { embeddedTemplate, holdsDatabase } from './embedded-template';
import { embeddedUpkeep, type EmbeddedUpkeep } from './embedded-upkeep';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import { pgliteStatements, type StatementRunner } from './pglite-statements';

/** Statements go through the prepared-statement runner where it takes them, else through PGlite's query(). */
function transactionalOf(target: PGlite | Transaction, statements: StatementRunner, upkeep?: EmbeddedUpkeep): Transactional {
  const inTransaction = !(target instanceof PGlite);
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
      const result = statements.takes(sql) ? await statements.query<Row>(sql, params, inTransaction) : await target.query<Row>(sql, params as unknown[]);
      upkeep?.noteChanged(result.affectedRows ?? 0);
      return result.rows;
    },
    async exec(sql) {
      const results = await target.exec(sql);
      upkeep?.noteChanged(results.reduce((sum, result) => sum + (result.affectedRows ?? 0), 0));
    },
  };
}

/**
 * Statements through PGlite's own query(), for a look at a database before pgliteDatabase takes
 * it: its statement runner names the statements it prepares, and a second runner on the same
 * PGlite would reuse the names.
 */
export function pgliteQueries(pg: PGlite): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<Row>(sql, params as unknown[])).rows;
    },
  };
}

/**
 * Wraps an open PGlite instance. PGlite has one connection, and its transaction() serialises.
 * A database kept in a folder (`inFolder`) keeps its statistics and clears its dead rows itself
 * (embedded-upkeep.ts); with the folder's lock, closing the database gives the folder back.
 */
export function pgliteDatabase(pg: PGlite, inFolder?: { dataDirLock?: DataDirLock }): Database {
  const upkeep = inFolder ? embeddedUpkeep(pg) : undefined;
  const dataDirLock = inFolder?.dataDirLock;
  const statements = pgliteStatements(pg);
  return {
    kind: 'pglite',
    ...transactionalOf(pg, statements, upkeep),
    transaction(fn) {
      return pg.transaction((tx) => fn(transactionalOf(tx, statements, upkeep)));
    },
    async close() {
      try {
        await upkeep?.settled();
        if (!pg.closed) await pg.close();
      } finally {
        dataDirLock?.release();
      }
    },
    ...(dataDirLock ? { dataDirLock } : {}),
  };
}

/**
 * PostgreSQL's own page cache. Its default, 128 MB, is all resident in PGlite's WebAssembly
 * memory from the start; the embedded database reads its files through the operating system's
 * page cache anyway, so a small one costs little speed and saves 110 MB. With story versions'
 * rows narrow (019_narrow_story_versions.sql), 16 MB served the crawl of 700 distinct pages at
 * the CPU cost of 32 MB, in 20 MB less (decision 028).
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

/** The server's PostgreSQL settings for the embedded database, which every PGlite this project opens takes. */
export const EMBEDDED_POSTGRESQL_CONF = [`shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];

/**
 * PGlite on the folder, as every opener of the embedded database configures it; an empty folder
 * is first filled from the build's initialised template (embedded-template.ts). The caller must
 * hold the folder's lock, or run in a worker of the process that does (server/prepare-in-worker.ts).
 */
export function createPglite(dataDir: string): Promise<PGlite> {
  return PGlite.create({
    dataDir,
    extensions: PGLITE_EXTENSIONS,
    postgresqlconf: EMBEDDED_POSTGRESQL_CONF,
    ...(holdsDatabase(dataDir) ? {} : { loadDataDir: embeddedTemplate() }),
  });
}

/**
 * Work on the folder once this process holds it, before the database is opened for it (the server
 * migrates and seeds it in a worker whose memory goes when it ends). It may open the folder itself
 * to see whether there is work to do, and answer the database it left open when there is none.
 */
export type PrepareFolder = (dataDir: string) => Promise<PGlite | undefined>;

/**
 * Opens (and on first use initialises) an embedded database in dataDir, which must exist, for
 * this process alone: `holder` names the process to any other that tries (DataDirInUseError).
 */
export async function openPglite(dataDir: string, holder: string, prepareFolder?: PrepareFolder): Promise<Database> {
  const lock = lockDataDir(dataDir, holder);
  try {
    const pg = (await prepareFolder?.(dataDir)) ?? (await createPglite(dataDir));
    return pgliteDatabase(pg, { dataDirLock: lock });
  } catch (error) {
    lock.release();
    throw error;
  }
}
