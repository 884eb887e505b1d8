/**
 * npm run bench:search: search and suggest latency over BENCH_SEARCH_SIZES stories (default
 * 100000) on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL, on PostgreSQL. Stories go
 * in through the real upsert (so search_doc is built as ingest builds it); then each query runs
 * BENCH_SEARCH_RUNS times (default 200) through the search service, uncached.
 * BENCH_SEARCH_PGLITE=false leaves PGlite out (a 1M fill on it takes most of an hour here).
 */
import { cpus } from 'node:os';
import { migrate } from '../../../server/db/migrate';
import { upsertStories } from '../../../server/db/news/upsert-stories';
import { databaseSearchService } from '../../../server/services/news/search-service';
import type { LangCode } from '../../../shared/languages';
import { summarize } from '../percentiles';
import { openScratchPglite, openScratchPostgres, type ScratchDatabase } from '../scratch-databases';
import { corpusStory, SEARCH_CASES, SUGGEST_CASES } from './search-corpus';

const sizes = (process.env.BENCH_SEARCH_SIZES ?? '100000').split(',').map(Number);
const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 200);
const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const BATCH = 1000;
const anchor = Math.floor(Date.now() / 1000);

async function fill(scratch: ScratchDatabase, size: number): Promise<number> {
  const started = performance.now();
  for (let from = 1; from <= size; from += BATCH) {
    const items = [];
    for (let n = from; n < Math.min(from + BATCH, size + 1); n += 1) items.push(...corpusStory(n, anchor));
    await upsertStories(scratch.db, items);
    if ((from - 1) % 20_000 === 0) process.stderr.write(`  ${scratch.kind}: ${from - 1} stories\n`);
  }
  await scratch.filler.query('VACUUM ANALYZE story_versions');
  await scratch.filler.query('VACUUM ANALYZE stories');
  return (performance.now() - started) / 1000;
}

async function timed(runQuery: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let warm = 0; warm < 5; warm += 1) await runQuery();
  const samples: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await runQuery();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

const lines: string[] = [];
for (const size of sizes) {
  const backends: (() => Promise<ScratchDatabase>)[] = process.env.BENCH_SEARCH_PGLITE === 'false' ? [] : [openScratchPglite];
  if (postgresUrl) backends.push(() => openScratchPostgres(postgresUrl));
  for (const open of backends) {
    const scratch = await open();
    try {
      await migrate(scratch.db);
      const fillSeconds = await fill(scratch, size);
      const [sizes] = await scratch.filler.query<{ versions: string; index: string }>(
        `SELECT (SELECT count(*) FROM story_versions)::text AS versions,
                pg_size_pretty(pg_relation_size('story_versions_search_idx')) AS index`,
      );
      const search = databaseSearchService(scratch.db);
      lines.push(`| ${size.toLocaleString('en')} | ${scratch.kind} | fill incl. search_doc and GIN: ${fillSeconds.toFixed(0)} s, ${sizes?.versions} versions, index ${sizes?.index} | | |`);
      for (const { name, lang, q } of SEARCH_CASES) {
        let total = 0;
        const latency = await timed(async () => {
          total = (await search.search({ lang: lang as LangCode, q, page: 1, size: 20, types: null, sort: 'relevance' })).total;
        });
        lines.push(`| | | search, ${name} (\`${q}\`, ${total.toLocaleString('en')} hits) | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} |`);
      }
      for (const { name, lang, q } of SUGGEST_CASES) {
        const latency = await timed(() => search.suggest(lang as LangCode, q));
        lines.push(`| | | suggest, ${name} (\`${q}\`) | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} |`);
      }
    } finally {
      await scratch.dispose();
    }
  }
}
console.log(`Node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}; ${runs} runs a query after 5 warm-up runs, through the search service without its cache.\n`);
console.log('| stories | database | query | p50 ms | p99 ms |');
console.log('|---|---|---|---|---|');
for (const line of lines) console.log(line);
