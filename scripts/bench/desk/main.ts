/**
 * npm run bench:desk: decision 033's two figures for the editorial desk, on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL: a server where a scratch database may be made).
 *  1. GET /api/desk/stories and its filters over BENCH_DESK_STORIES stories (default 1,000,000),
 *     each case as the db function alone and through the whole app in this process; target p99 ≤ 50 ms.
 *  2. From a withdrawal's answer on instance A to a 410 for the article page instance B had
 *     cached, two built instances on the same database and one redis-server, BENCH_DESK_WITHDRAWALS
 *     times (default 100); target p99 ≤ 2 s.
 * Progress goes to stderr, the Markdown result to stdout. BENCH_EXPLAIN=1 adds each case's plan.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createApp } from '../../../server/app';
import { loadAssetManifest } from '../../../server/bff/asset-manifest';
import { migrate } from '../../../server/db/migrate';
import { createLogger } from '../../../server/logger';
import { loadSite } from '../../../server/site/load-site';
import { settle } from '../fill-stories';
import { listen } from '../load-test';
import { positiveInteger } from '../bench-config';
import { formatCount } from '../print-table';
import { seededRandom } from '../query-cases';
import { openScratchPostgres, type ScratchDatabase } from '../scratch-databases';
import { deskListCases } from './desk-list-cases';
import { deskListTable, withdrawalTable } from './desk-report';
import { fillDeskStories } from './fill-desk-stories';
import { explainDeskList, measureDeskList } from './measure-desk-list';
import { measureWithdrawalToGone } from './withdrawal-to-gone';

const whole = (name: string, fallback: number) => positiveInteger(process.env, name, fallback);
const stories = whole('BENCH_DESK_STORIES', 1_000_000);
const samples = whole('BENCH_SAMPLES', 200);
const warmup = whole('BENCH_WARMUP', 20);
const rounds = whole('BENCH_DESK_ROUNDS', 3);
const withdrawals = whole('BENCH_DESK_WITHDRAWALS', 100);
const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const OPS_TOKEN = 'bench-desk-list-ops-token-0123456789';
const SEED = 20_261_128;

const log = (message: string) => process.stderr.write(`[bench:desk] ${message}\n`);
if (!serverUrl) throw new Error('bench:desk runs on PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a server where a scratch database may be created');

let scratch: ScratchDatabase | undefined;
process.once('SIGINT', () => {
  log('interrupted: removing the scratch database');
  void Promise.allSettled([scratch?.dispose()]).then(() => process.exit(130));
});

const loadStart = loadavg()[0] ?? Number.NaN;
const started = performance.now();
const anchor = Math.floor(Date.now() / 1000);
scratch = await openScratchPostgres(serverUrl);
try {
  await migrate(scratch.db);
  const fillStarted = performance.now();
  await fillDeskStories(scratch.filler, stories, anchor, (done) => log(`filled ${formatCount(done)} of ${formatCount(stories)} stories`));
  await settle(scratch.filler);
  await scratch.filler.query('VACUUM ANALYZE story_pins');
  const fillSeconds = (performance.now() - fillStarted) / 1000;
  log(`fill and settle: ${fillSeconds.toFixed(0)} s`);

  const server = await listen(
    createApp({ db: scratch.db, site: loadSite('xnews'), logger: createLogger('silent'), ingestToken: undefined, opsToken: OPS_TOKEN, assets: loadAssetManifest(), caching: { freshMs: 0 } }),
  );
  const cases = deskListCases(stories, anchor);
  let list: Awaited<ReturnType<typeof measureDeskList>>;
  const explains: string[] = [];
  try {
    list = await measureDeskList(scratch.db, server.baseUrl, cases, { samples, warmup, rounds, seed: SEED, opsToken: OPS_TOKEN });
    for (const timing of list) log(`${timing.query}: DB p50 ${timing.db.p50.toFixed(2)} p99 ${timing.db.p99.toFixed(2)}, HTTP p50 ${timing.http.p50.toFixed(2)} p99 ${timing.http.p99.toFixed(2)} ms`);
    if (process.env.BENCH_EXPLAIN === '1') {
      for (const [index, deskCase] of cases.entries()) explains.push(`${deskCase.name}:\n${await explainDeskList(scratch.db, deskCase.sample(seededRandom(SEED + index)))}`);
    }
  } finally {
    await server.close();
  }
  const loadMiddle = loadavg()[0] ?? Number.NaN;

  log(`withdrawals: ${withdrawals}, two instances on one database and one redis-server`);
  const gone = await measureWithdrawalToGone(scratch.filler, { databaseUrl: scratch.url ?? '', trials: withdrawals, pollMs: 10, giveUpMs: 10_000, log });
  const loadEnd = loadavg()[0] ?? Number.NaN;

  console.log(
    `Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; PostgreSQL ${(await scratch.filler.query<{ v: string }>("SELECT current_setting('server_version') AS v", []))[0]?.v ?? '?'}; ` +
      `load average ${loadStart.toFixed(1)} at the start, ${loadMiddle.toFixed(1)} after the list, ${loadEnd.toFixed(1)} at the end; ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s in all.\n`,
  );
  console.log(
    `### The desk's story list, ${formatCount(stories)} stories on PostgreSQL\n\n` +
      `Filled and settled in ${fillSeconds.toFixed(0)} s. ${rounds} rounds of ${samples} sequential requests a case, after ${warmup} warm-up ones; ` +
      'p50 and p99 are medians over the rounds, max the slowest request of all. DB is deskStories alone, HTTP GET /api/desk/stories with the operations token through the whole app.\n',
  );
  console.log(deskListTable(list));
  console.log(
    `\n### From a withdrawal's answer to a 410 on a second instance\n\n` +
      'Two built instances on the same database and one redis-server. B serves the article from its page cache; A answers the withdrawal; B is asked every 10 ms from then until it answers 410.\n',
  );
  console.log(withdrawalTable(gone));
  if (explains.length > 0) console.log(`\n### Plans\n\n\`\`\`\n${explains.join('\n\n')}\n\`\`\``);
} finally {
  await scratch.dispose();
}
