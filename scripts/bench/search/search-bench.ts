import { LANGUAGE_CODES } from '../../../shared/languages';
import { migrate } from '../../../server/db/migrate';
import { upsertStories } from '../../../server/db/news/upsert-stories';
import { databaseSearchService } from '../../../server/services/news/search-service';
import { medianOfRounds, summarize, type LatencySummary } from '../percentiles';
import { openScratchPglite, openScratchPostgres, type ScratchDatabase } from '../scratch-databases';
import { corpusStory, SEARCH_CASES, SUGGEST_CASES } from './search-corpus';

export interface SearchBenchOptions {
  /** Story counts, smallest first: each size tops up the database of the one before. */
  sizes: readonly number[];
  backends: readonly ('pglite' | 'postgres')[];
  postgresUrl: string | undefined;
  /** Timed runs of each query per round, after 5 warm-up runs; the figures are medians over rounds. */
  runs: number;
  rounds: number;
  log: (message: string) => void;
}

const BATCH = 1000;
/** The search indexes (one per language for text and titles, 014_search_rank.sql), rebuilt once per size to time what building them costs on their own. */
const SEARCH_INDEXES = [
  ...LANGUAGE_CODES.flatMap((lang) => [`story_versions_search_${lang}_idx`, `story_versions_title_search_${lang}_idx`]),
  'story_versions_lang_rank_idx',
];

/** Stories from..to through the real upsert, so each version's search columns are built as ingest builds them. */
async function fill(scratch: ScratchDatabase, from: number, to: number, anchor: number, log: (message: string) => void): Promise<void> {
  for (let low = from; low <= to; low += BATCH) {
    const items = [];
    for (let n = low; n < Math.min(low + BATCH, to + 1); n += 1) items.push(...corpusStory(n, anchor));
    await upsertStories(scratch.db, items);
    if ((low - 1) % 50_000 === 0) log(`${scratch.kind}: ${(low - 1).toLocaleString('en')} stories`);
  }
  await scratch.filler.query('VACUUM ANALYZE story_versions');
  await scratch.filler.query('VACUUM ANALYZE stories');
}

/** Each index's build time alone (REINDEX) and size, in one table cell. */
async function indexFigures(scratch: ScratchDatabase): Promise<string> {
  const figures: string[] = [];
  for (const index of SEARCH_INDEXES) {
    const started = performance.now();
    await scratch.filler.query(`REINDEX INDEX ${index}`);
    const seconds = (performance.now() - started) / 1000;
    const [size] = await scratch.filler.query<{ size: string }>('SELECT pg_size_pretty(pg_relation_size($1::regclass)) AS size', [index]);
    figures.push(`${index.replace('story_versions_', '')} ${size?.size} in ${seconds.toFixed(1)} s`);
  }
  return figures.join(', ');
}

async function timed(options: SearchBenchOptions, runQuery: () => Promise<unknown>): Promise<LatencySummary> {
  const rounds: LatencySummary[] = [];
  for (let round = 0; round < options.rounds; round += 1) {
    for (let warm = 0; warm < 5; warm += 1) await runQuery();
    const samples: number[] = [];
    for (let run = 0; run < options.runs; run += 1) {
      const started = performance.now();
      await runQuery();
      samples.push(performance.now() - started);
    }
    rounds.push(summarize(samples));
  }
  return medianOfRounds(rounds);
}

async function measure(scratch: ScratchDatabase, options: SearchBenchOptions, size: number, fillSeconds: number): Promise<string[]> {
  const [versions] = await scratch.filler.query<{ count: string }>('SELECT count(*)::text AS count FROM story_versions');
  const lines = [
    `| ${size.toLocaleString('en')} | ${scratch.kind} | fill through the upsert, search columns and indexes included: ${fillSeconds.toFixed(0)} s, ${versions?.count} versions; indexes rebuilt alone: ${await indexFigures(scratch)} | | |`,
  ];
  const search = databaseSearchService(scratch.db);
  for (const { name, lang, q, sort = 'relevance' } of SEARCH_CASES) {
    let found = '';
    const latency = await timed(options, async () => {
      const page = await search.search({ lang, q, page: 1, size: 20, types: null, sort });
      found = `${page.total.toLocaleString('en')}${page.totalCapped ? '+' : ''}`;
    });
    lines.push(`| | | search, ${name} (\`${q}\`, ${found} hits) | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} |`);
    options.log(`${scratch.kind} ${size}: search ${name} p50 ${latency.p50.toFixed(1)} p99 ${latency.p99.toFixed(1)} ms`);
  }
  for (const { name, lang, q } of SUGGEST_CASES) {
    const latency = await timed(options, () => search.suggest(lang, q));
    lines.push(`| | | suggest, ${name} (\`${q}\`) | ${latency.p50.toFixed(1)} | ${latency.p99.toFixed(1)} |`);
    options.log(`${scratch.kind} ${size}: suggest ${name} p50 ${latency.p50.toFixed(1)} p99 ${latency.p99.toFixed(1)} ms`);
  }
  return lines;
}

/**
 * Search and suggest latency over the search corpus (search-corpus.ts), through the search
 * service without its response cache, on each backend and size. Answers a Markdown table.
 */
export async function runSearchBench(options: SearchBenchOptions): Promise<string> {
  const anchor = Math.floor(Date.now() / 1000);
  const lines: string[] = [];
  for (const backend of options.backends) {
    if (backend === 'postgres' && !options.postgresUrl) continue;
    const scratch = backend === 'pglite' ? await openScratchPglite() : await openScratchPostgres(options.postgresUrl ?? '');
    try {
      await migrate(scratch.db);
      let filled = 0;
      for (const size of options.sizes) {
        const started = performance.now();
        await fill(scratch, filled + 1, size, anchor, options.log);
        filled = size;
        lines.push(...(await measure(scratch, options, size, (performance.now() - started) / 1000)));
      }
    } finally {
      await scratch.dispose();
    }
  }
  return ['| stories | database | query | p50 ms | p99 ms |', '|---|---|---|---|---|', ...lines].join('\n');
}
