import type { PGlite } from '@electric-sql/pglite';

/**
 * Autovacuum's defaults: the tables are vacuumed and analysed again once this many rows, plus
 * this share of all rows, have changed since the last time.
 */
const BASE_THRESHOLD = 50;
const SCALE_FACTOR = 0.1;

/**
 * Every table of the app and its columns that keep statistics (not set to 0), quoted for a
 * statement; the system catalogues are left alone. attstattarget is NULL for the default from
 * PostgreSQL 17 on, -1 before.
 */
const APP_TABLES = `SELECT format('%I', c.relname) AS name,
       coalesce(array_agg(format('%I', a.attname) ORDER BY a.attnum) FILTER (WHERE coalesce(a.attstattarget, -1) <> 0), '{}') AS columns
  FROM pg_class c
  LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
 WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace
 GROUP BY c.relname
 ORDER BY c.relname`;
const ESTIMATED_ROWS = "SELECT coalesce(sum(greatest(reltuples, 0)), 0)::float8 AS rows FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace";

export interface EmbeddedUpkeep {
  /** Counts the rows a statement changed; past the threshold, each table is vacuumed and analysed, after the work queued before it. */
  noteChanged(rows: number): void;
  /** Resolves once no upkeep is running (closing waits for it). */
  settled(): Promise<void>;
}

/**
 * The planner's statistics and the dead rows of the embedded database. A PostgreSQL server's
 * autovacuum workers keep both current; PGlite has no background workers, so without this its
 * planner never learns how many stories there are or how common a word is (search plans its
 * index walks from those figures: BENCHMARKS.md, decision 020), and the rows updates leave behind
 * are never cleared. It runs in the one connection, so each of its statements holds other
 * queries for its length: rarely, since the threshold grows with the data (a tenth of it), as
 * autovacuum's does.
 */
export function embeddedUpkeep(pg: PGlite): EmbeddedUpkeep {
  let changed = 0;
  let rowsAtLastRun: number | undefined;
  let running: Promise<void> | undefined;

  /*
   * Each table's VACUUM and the ANALYZE of each of its columns are statements of their own, and
   * other queries take the connection between them: one VACUUM (ANALYZE) of every table held it
   * for 5 s on a 2-core machine once the body pass had rewritten 9,000 versions, and for over
   * 10 s under the soak's load, so requests waiting on the database timed out (BENCHMARKS.md).
   * Table by table, story_versions' ANALYZE alone still held it 1.4 s, six times that with the
   * cores shared; column by column the longest is its search_doc, 0.9 s. Each column's ANALYZE
   * samples the table again: a quarter more work in all, in shorter holds.
   */
  async function run(): Promise<void> {
    for (const { name, columns } of (await pg.query<{ name: string; columns: string[] }>(APP_TABLES)).rows) {
      if (pg.closed) return;
      await pg.exec(`VACUUM ${name}`);
      // A table with no column to analyse still has its row count brought up to date.
      for (const column of columns.length > 0 ? columns : [undefined]) {
        if (pg.closed) return;
        await pg.exec(column === undefined ? `ANALYZE ${name}` : `ANALYZE ${name} (${column})`);
      }
    }
    rowsAtLastRun = (await pg.query<{ rows: number }>(ESTIMATED_ROWS)).rows[0]?.rows ?? 0;
  }

  async function runIfDue(): Promise<void> {
    rowsAtLastRun ??= (await pg.query<{ rows: number }>(ESTIMATED_ROWS)).rows[0]?.rows ?? 0;
    if (changed <= BASE_THRESHOLD + SCALE_FACTOR * rowsAtLastRun || pg.closed) return;
    changed = 0;
    await run();
  }

  return {
    noteChanged(rows) {
      changed += rows;
      if (running || changed <= BASE_THRESHOLD) return;
      running = runIfDue()
        .catch((error: unknown) => {
          // Nothing is lost when it fails (the next threshold tries again); the operator should know.
          if (!pg.closed) process.emitWarning(`The embedded database's VACUUM (ANALYZE) failed: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          running = undefined;
        });
    },
    async settled() {
      await running;
    },
  };
}
