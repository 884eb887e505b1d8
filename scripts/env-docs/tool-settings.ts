import type { SettingDoc } from '../../server/settings/setting-types';

/**
 * Variables only the tests and benchmarks read, never the server: documented in the README
 * beside the server's (npm run env:docs), not validated, not in .env.example.
 */
export const toolSettings: Record<string, SettingDoc> = {
  TEST_DATABASE_URL: {
    type: 'URL',
    default: 'unset: PGlite only',
    description: 'tests only: a PostgreSQL server where each test file creates and drops its own database',
  },
  TEST_DB: {
    type: '`pglite` or `postgres`',
    default: '`pglite`',
    description: 'tests only: the database the suites run on; `npm test` sets it for each pass, and `postgres` needs `TEST_DATABASE_URL`',
  },
  CHROMIUM_PATH: { type: 'file', default: '`/usr/bin/chromium`', description: 'tests only: the Chromium the browser tests drive' },
  FUZZ_SEED: { type: 'whole number', default: "unset: each property's own", description: 'tests only: the seed of every fuzzing property, to replay a failure (fast-check prints its seed) or explore further' },
  FUZZ_RUNS: { type: 'whole number', default: "unset: each property's own (a few dozen)", description: 'tests only: how many cases each fuzzing property tries, e.g. `3000` for a deep run' },
  BENCH_SIZES: {
    type: 'whole numbers, comma-separated',
    default: '`100000,1000000`',
    description: '`bench:api`: story counts, smallest first; each size tops up the database of the one before',
  },
  BENCH_BACKENDS: { type: '`pglite`, `postgres` or both, comma-separated', default: '`pglite,postgres`', description: '`bench:api`: PostgreSQL is skipped, with a note, when no URL is set' },
  BENCH_DATABASE_URL: {
    type: 'URL',
    default: 'unset: `TEST_DATABASE_URL` (`bench:load`: the embedded database)',
    description: 'benchmarks: the PostgreSQL server for their scratch database `xnews_bench_<random>`',
  },
  BENCH_SAMPLES: { type: 'whole number', default: '`200`', description: '`bench:api`: timed requests per round' },
  BENCH_ROUNDS: { type: 'whole number', default: '`5`', description: '`bench:api`: rounds; the figures are medians over them' },
  BENCH_WARMUP: { type: 'whole number', default: '`20`', description: '`bench:api`: untimed requests before each round' },
  BENCH_DURATION: { type: 'whole number', default: '`10`', description: '`bench:api`, `bench:web`: autocannon seconds per target' },
  BENCH_CONNECTIONS: { type: 'whole number', default: '`50`', description: '`bench:api`, `bench:web`: autocannon connections' },
  BENCH_EXPLAIN: { type: '`1` or unset', default: 'unset: off', description: '`bench:api`: `1` adds EXPLAIN (ANALYZE, BUFFERS) of each query at the largest size' },
  BENCH_WEB_PARTS: {
    type: '`sizes`, `load`, `lighthouse`, `scale`, comma-separated',
    default: 'all (`scale` only with a PostgreSQL server)',
    description: '`bench:web`: a subset, for a quick run',
  },
  BENCH_LIGHTHOUSE_RUNS: { type: 'whole number', default: '`3`', description: '`bench:web`: Lighthouse runs; the median is reported' },
  BENCH_SOAK_SECONDS: { type: 'whole number', default: '`60`', description: "`bench:web`: how long the scale part soaks one instance, reading its RSS before and after" },
  CHROME_PATH: { type: 'file', default: '`/usr/bin/chromium`', description: '`bench:web`: the Chromium Lighthouse drives' },
  BENCH_STRICT: { type: '`1` or unset', default: 'unset: off', description: '`bench:web`: `1` makes a missed target exit 1 (otherwise only a breakage does)' },
  BENCH_LOAD_SECONDS: { type: 'whole number', default: '`120`', description: '`bench:load`: how long the load runs; with `600` or more it also judges memory growth' },
  BENCH_LOAD_CONNECTIONS: { type: 'whole number', default: '`100`', description: '`bench:load`: connections, split between the paths' },
  BENCH_LOAD_WARMUP_SECONDS: { type: 'whole number', default: '`30`', description: '`bench:load`: the first seconds, left out of the RSS trend' },
  BENCH_LOAD_INGEST_MS: { type: 'whole number', default: '`2000`', description: '`bench:load`: a batch of 5 stories is ingested every this many milliseconds; `0` ingests nothing (the figures without ingest)' },
};
