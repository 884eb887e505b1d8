/**
 * npm run bench:search: search and suggest alone (npm run bench:api runs them too, after the
 * lists), over BENCH_SEARCH_SIZES stories (default 100000; each size tops up the one before) on
 * PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. Each query runs
 * BENCH_SEARCH_RUNS times (default 200) in each of BENCH_SEARCH_ROUNDS rounds (default 3).
 * BENCH_SEARCH_PGLITE=false leaves PGlite out (a 1M fill on it takes most of an hour here).
 */
import { cpus } from 'node:os';
import { runSearchBench } from './search-bench';

const options = {
  sizes: (process.env.BENCH_SEARCH_SIZES ?? '100000').split(',').map(Number),
  backends: process.env.BENCH_SEARCH_PGLITE === 'false' ? (['postgres'] as const) : (['pglite', 'postgres'] as const),
  postgresUrl: process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL,
  runs: Number(process.env.BENCH_SEARCH_RUNS ?? 200),
  rounds: Number(process.env.BENCH_SEARCH_ROUNDS ?? 3),
  log: (message: string) => process.stderr.write(`  ${message}\n`),
};
const table = await runSearchBench(options);
console.log(
  `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; ${options.rounds} rounds of ${options.runs} runs a query, each after 5 warm-up runs ` +
    '(p50 and p99 are medians over the rounds), through the search service without its cache.\n',
);
console.log(table);
