import { ingestInto, startServer, type RunningServer } from '../../harness/server-process';
import { daysAgo, newsItem } from '../../harness/news-fixtures';
import { formatYearMonth } from '../../../shared/archive-months';
import { archiveMonthPath, archiveStoryPath, listPath, trendingPath } from '../../../shared/routes';
import { cacheOutcomes } from '../../harness/cache-outcomes';
import { autocannon, type LoadResult } from '../load-test';

export interface SoakOptions {
  seconds: number;
  connections: number;
  /** The first seconds, left out of the memory trend (caches fill, the JIT settles). */
  warmupSeconds: number;
  /** A batch of new stories every this many milliseconds, through the ingest API; 0 ingests nothing. */
  ingestEveryMs: number;
  /** Environment of the server process: DATA_DIR (or DATABASE_URL), SEED_DEMO… */
  serverEnv: Record<string, string>;
  log(message: string): void;
}

export interface SoakResult {
  paths: LoadResult[];
  /** RSS in MiB, every sampleMs. */
  rssSamples: { second: number; mib: number }[];
  /** Least-squares slope of RSS after warm-up, MiB per minute. */
  rssSlopePerMinute: number;
  /** The same over the run's second half only: a plateau shows here as a slope near 0 where a leak keeps its pace. */
  rssSlopeSecondHalfPerMinute: number;
  ingest: { batches: number; failed: number; stories: number; missing: number };
  /** How the page cache answered during the load: fetches per outcome (hit, stale, invalidated, miss…). */
  pageCache: Record<string, number>;
  /** What the RSS held at the end, from the server's /metrics, MiB. */
  memory: MemoryBreakdown;
  errors: number;
}

export interface MemoryBreakdown {
  rss: number;
  /** V8's heap: reserved, and in use by live and not yet collected objects. */
  heapTotal: number;
  heapUsed: number;
  /** Memory V8 does not own but objects point to: Buffers, WebAssembly (the embedded database). */
  external: number;
}

async function memoryOf(base: string): Promise<MemoryBreakdown> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mib = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)$`, 'm').exec(text)?.[1]) / 1024 / 1024;
  return {
    rss: mib('process_resident_memory_bytes'),
    heapTotal: mib('nodejs_heap_size_total_bytes'),
    heapUsed: mib('nodejs_heap_size_used_bytes'),
    external: mib('nodejs_external_memory_bytes'),
  };
}

const TOKEN = 'soak-ingest-token-0123456789';
const SAMPLE_MS = 5_000;

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / n;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / n;
  const covariance = points.reduce((sum, point) => sum + (point.x - meanX) * (point.y - meanY), 0);
  const variance = points.reduce((sum, point) => sum + (point.x - meanX) ** 2, 0);
  return variance === 0 ? 0 : covariance / variance;
}

async function pageCacheOutcomes(base: string): Promise<Record<string, number>> {
  return cacheOutcomes(await (await fetch(`${base}/metrics`)).text(), 'page');
}

/** The pages and API calls readers make most, found on the running site. */
export async function mixOf(base: string): Promise<string[]> {
  const [story] = (await (await fetch(`${base}/api/public/xnews/list?lang=en&type=trending&size=1`)).json()) as { id: string }[];
  if (!story) throw new Error('the site has no stories to load');
  // An archived story's address answers with the article's own, which readers follow.
  const article = (await fetch(`${base}${archiveStoryPath('en', story.id)}`, { redirect: 'manual' })).headers.get('location') ?? archiveStoryPath('en', story.id);
  const now = new Date();
  const month = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
  return [
    trendingPath('en'),
    listPath('fr', 'world'),
    article,
    archiveMonthPath('en', 'world', month),
    '/api/public/xnews/list?lang=en&type=trending&page=1&size=9',
    `/api/public/xnews/details/${story.id}?lang=en`,
    `/api/public/xnews/archive/en/world/${formatYearMonth(month)}?page=0&size=100`,
  ];
}

/**
 * Load and soak: the built server under a mix of pages and API calls from
 * autocannon (one generator process per path, the connections split between them) while new
 * stories are ingested in the background; its memory sampled throughout; and at the end, every
 * ingested story looked up, so that nothing was lost.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const server: RunningServer = await startServer({ INGEST_TOKEN: TOKEN, SHUTDOWN_TIMEOUT_MS: '5000', ...options.serverEnv });
  const base = `http://127.0.0.1:${server.port}`;
  try {
    const paths = await mixOf(base);
    for (const path of paths) await fetch(base + path);
    const outcomesBefore = await pageCacheOutcomes(base);
    const started = Date.now();
    const rssSamples = [{ second: 0, mib: (await memoryOf(base)).rss }];
    const sampler = setInterval(() => {
      void memoryOf(base).then(({ rss }) => rssSamples.push({ second: Math.round((Date.now() - started) / 1000), mib: rss }), () => undefined);
    }, SAMPLE_MS);
    const ingested: string[] = [];
    let batches = 0;
    let failed = 0;
    let serial = 0;
    const writeBatch = () => {
      const batch = Array.from({ length: 5 }, () => {
        serial += 1;
        return newsItem({ id: String(900_000_000_000_000_000n + BigInt(serial)), title: `Soak story ${serial}`, type: 'world', subtype: 'Climate', postTime: daysAgo(0), trendingScore: 70 });
      });
      batches += 1;
      void ingestInto(server.port, TOKEN, batch)
        .then((response) => {
          if (response.ok) ingested.push(...batch.map((item) => item.id));
          else failed += 1;
        })
        .catch(() => {
          failed += 1;
        });
    };
    const writer = options.ingestEveryMs > 0 ? setInterval(writeBatch, options.ingestEveryMs) : undefined;
    const perPath = { connections: Math.max(1, Math.floor(options.connections / paths.length)), durationSeconds: options.seconds };
    options.log(`soak: ${paths.length} paths × ${perPath.connections} connections for ${options.seconds} s, a batch of 5 stories every ${options.ingestEveryMs} ms`);
    const results = await Promise.all(paths.map((path) => autocannon(path, base + path, perPath)));
    clearInterval(writer);
    clearInterval(sampler);
    const outcomesAfter = await pageCacheOutcomes(base);
    const pageCache = Object.fromEntries(Object.entries(outcomesAfter).map(([outcome, count]) => [outcome, count - (outcomesBefore[outcome] ?? 0)]));
    const memory = await memoryOf(base);
    rssSamples.push({ second: Math.round((Date.now() - started) / 1000), mib: memory.rss });
    // Writes still in flight finish before the count.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    let missing = 0;
    for (const id of ingested) if ((await fetch(`${base}/api/public/xnews/details/${id}?lang=en`)).status !== 200) missing += 1;
    const trend = rssSamples.filter((sample) => sample.second >= options.warmupSeconds).map((sample) => ({ x: sample.second / 60, y: sample.mib }));
    return {
      paths: results,
      rssSamples,
      rssSlopePerMinute: slope(trend),
      rssSlopeSecondHalfPerMinute: slope(trend.filter((point) => point.x * 60 >= options.seconds / 2)),
      ingest: { batches, failed, stories: ingested.length, missing },
      pageCache,
      memory,
      errors: results.reduce((sum, result) => sum + result.failures, 0),
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
