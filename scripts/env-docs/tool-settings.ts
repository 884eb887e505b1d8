import type { SettingDoc } from '../../server/settings/setting-types';

/**
 * Variables only the tests read, never the server: documented in docs/configuration.md beside the
 * server's (npm run env:docs), not validated, not in .env.example.
 */
export const testSettings: Record<string, SettingDoc> = {
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
};

/**
 * Variables only the benchmarks read (npm run bench:*), never the server or the tests: documented in
 * scripts/bench/README.md (npm run env:docs), not validated, not in .env.example.
 */
export const benchSettings: Record<string, SettingDoc> = {
  BENCH_SIZES: {
    type: 'whole numbers, comma-separated',
    default: '`100000,1000000`',
    description: '`bench:api`: story counts, smallest first; each size tops up the database of the one before',
  },
  BENCH_BACKENDS: { type: '`pglite`, `postgres` or both, comma-separated', default: '`pglite,postgres`', description: '`bench:api`: PostgreSQL is skipped, with a note, when no URL is set' },
  BENCH_DATABASE_URL: {
    type: 'URL',
    default: 'unset: `TEST_DATABASE_URL` (`bench:load` and `bench:newsletter`: the embedded database only)',
    description: 'every benchmark: the PostgreSQL server where a scratch database `xnews_bench_<random>` is made and dropped (`bench:load`: the database the server runs on)',
  },
  BENCH_SAMPLES: { type: 'whole number', default: '`200`', description: '`bench:api`, `bench:desk`: timed requests per round' },
  BENCH_ROUNDS: { type: 'whole number', default: '`5`', description: '`bench:api`: rounds; the figures are medians over them' },
  BENCH_WARMUP: { type: 'whole number', default: '`20`', description: '`bench:api`, `bench:desk`: untimed requests before each round' },
  BENCH_DURATION: { type: 'whole number', default: '`10`', description: '`bench:api`, `bench:web`: autocannon seconds per target' },
  BENCH_CONNECTIONS: { type: 'whole number', default: '`50`', description: '`bench:api`, `bench:web`: autocannon connections' },
  BENCH_EXPLAIN: { type: '`1` or unset', default: 'unset: off', description: '`bench:api`: `1` adds EXPLAIN (ANALYZE, BUFFERS) of each query at the largest size (`bench:desk`: of each case of the list)' },
  BENCH_WEB_PARTS: {
    type: '`sizes`, `load`, `lighthouse`, `crawl`, `scale`, `versus`, comma-separated',
    default: 'all (`scale` only with a PostgreSQL server, `versus` only with `BENCH_CRAWL_VERSUS`)',
    description: '`bench:web`: a subset, for a quick run',
  },
  BENCH_LIGHTHOUSE_RUNS: { type: 'whole number', default: '`3`', description: '`bench:web`: Lighthouse runs; the median is reported' },
  BENCH_LIGHTHOUSE_THEME: { type: '`light` or `dark`', default: "unset: the system's (light in headless Chromium)", description: '`bench:web`: the colour scheme Lighthouse asks for, in the `xn_theme` cookie' },
  BENCH_SOAK_SECONDS: { type: 'whole number', default: '`60`', description: "`bench:web`: how long the scale part soaks one instance, reading its RSS before and after" },
  CHROME_PATH: { type: 'file', default: '`/usr/bin/chromium`', description: '`bench:web` and `bench:media`: the Chromium Lighthouse drives' },
  BENCH_STRICT: { type: '`1` or unset', default: 'unset: off', description: '`bench:web`: `1` makes a missed target exit 1 (otherwise only a breakage does)' },
  BENCH_CRAWL_ROUNDS: { type: 'whole number', default: '`3`', description: '`bench:web` `crawl` and `versus`: rounds' },
  BENCH_CRAWL_ARTICLES: { type: 'whole number', default: '`500`', description: '`bench:web` `crawl` and `versus`: distinct uncached articles a round' },
  BENCH_CRAWL_LISTS: { type: 'whole number', default: '`200`', description: '`bench:web` `crawl` and `versus`: distinct uncached list pages a round' },
  BENCH_CRAWL_CLIENTS: { type: 'whole number', default: '`4`', description: '`bench:web` `crawl` and `versus`: clients asking at once' },
  BENCH_CRAWL_PROFILE_DIR: { type: 'folder', default: 'unset: no profile', description: '`bench:web` `crawl`: a folder for a `node --cpu-prof` profile of the crawled server' },
  BENCH_CRAWL_VERSUS: {
    type: 'folder',
    default: 'unset: no `versus` part',
    description:
      '`bench:web`: another checkout of xnews, built (`npm run build` there); adds the `versus` part, which feeds the same uncached pages to this build and that one in turns and reports the ratio of their CPU a page',
  },
  BENCH_CRAWL_DATABASE: {
    type: '`pglite` or `postgres`',
    default: '`pglite`',
    description: '`bench:web` `crawl`: `postgres` crawls a scratch database on the server of `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL`), as production runs; the CPU figures then leave out the database\'s own',
  },
  BENCH_SEARCH_SIZES: { type: 'whole numbers, comma-separated', default: '`100000`', description: '`bench:search`: story counts, smallest first; each size tops up the one before' },
  BENCH_SEARCH_RUNS: { type: 'whole number', default: '`200`', description: '`bench:search`: runs of each query a round (`bench:api` uses `BENCH_SAMPLES`)' },
  BENCH_SEARCH_ROUNDS: { type: 'whole number', default: '`3`', description: '`bench:search`: rounds; p50 and p99 are medians over them' },
  BENCH_SEARCH_PGLITE: { type: '`false` or unset', default: 'unset: PGlite measured', description: '`bench:search`: `false` leaves PGlite out (a fill of a million stories on it takes most of an hour)' },
  BENCH_NEWSLETTER_SIZES: { type: 'whole numbers, comma-separated', default: '`10000,100000`', description: '`bench:newsletter`: subscriber counts, one edition each' },
  BENCH_TEST_RUNS: { type: 'whole number', default: '`3`', description: '`bench:tests`: runs of the PGlite pass; the figures are medians over them' },
  BENCH_TEST_VERSUS: { type: 'folder', default: 'unset: this checkout alone', description: '`bench:tests`: another checkout (with its `node_modules`), whose suite runs in turn with this one\'s in each round' },
  BENCH_LOAD_SECONDS: { type: 'whole number', default: '`120`', description: '`bench:load`: how long the load runs; with `600` or more it also judges memory growth' },
  BENCH_LOAD_CONNECTIONS: { type: 'whole number', default: '`100`', description: '`bench:load`: connections, split between the paths' },
  BENCH_LOAD_WARMUP_SECONDS: { type: 'whole number', default: '`30`', description: '`bench:load`: the first seconds, left out of the RSS trend' },
  BENCH_LOAD_INGEST_MS: { type: 'whole number', default: '`2000`', description: '`bench:load`: a batch of 5 stories is ingested every this many milliseconds; `0` ingests nothing (the figures without ingest)' },
  BENCH_DESK_STORIES: { type: 'whole number', default: '`1000000`', description: '`bench:desk`: stories the desk\'s list is measured over' },
  BENCH_DESK_ROUNDS: { type: 'whole number', default: '`3`', description: '`bench:desk`: rounds of the list\'s cases; p50 and p99 are medians over them' },
  BENCH_DESK_WITHDRAWALS: { type: 'whole number', default: '`100`', description: '`bench:desk`: stories withdrawn through one instance while the other\'s cached page is watched for its 410' },
  BENCH_MEDIA_RUNS: { type: 'whole number', default: '`9`', description: '`bench:media`: encodes of each variant and format of the cold photo; median and p95 over them' },
  BENCH_MEDIA_REQUESTS: { type: 'whole number', default: '`3000`', description: '`bench:media`: reads of variants from the store' },
  BENCH_EDGE_SECONDS: { type: 'whole number', default: '`60`', description: '`bench:edge`: seconds of load in each phase, against the edge and then straight against the origin' },
  BENCH_EDGE_CONNECTIONS: { type: 'whole number', default: '`100`', description: '`bench:edge`: connections, split over bench:load\'s mix of paths' },
  BENCH_MEDIA_VERSUS: { type: 'folder', default: 'unset: this checkout alone', description: '`bench:media`: another built checkout (e.g. the tree before stored images) whose article page\'s image bytes are measured beside this tree\'s' },
  BENCH_START_ROUNDS: { type: 'whole number', default: '`5`', description: '`bench:start`: rounds of a first start and a later start; the figures are medians over them' },
  BENCH_START_VERSUS: { type: 'folder', default: 'unset: this checkout alone', description: '`bench:start`: another built checkout, whose server starts in turn with this one\'s in each round' },
  BENCH_MEDIA_STORIES: { type: 'whole number', default: '`5000`', description: '`bench:media`: demo stories whose images `npm run media:backfill` copies beside a built server, each naming its drawings at addresses of its own' },
};
