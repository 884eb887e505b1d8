import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemo } from '../../../demo/seed-demo';
import type { Database } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { openPglite } from '../../../server/db/pglite-database';
import { cacheOutcomes } from '../../harness/cache-outcomes';
import { startServer, type RunningServer } from '../../harness/server-process';
import { openScratchPostgres } from '../scratch-databases';
import { crawlPages } from './crawl-pages';
import { gzippedFetch } from './gzipped-fetch';
import { DESKTOP_USER_AGENT } from './web-routes';

export interface CrawlOptions {
  rounds: number;
  articlesPerRound: number;
  listsPerRound: number;
  /** Concurrent clients, each fetching the next page of the round as soon as its last one came. */
  clients: number;
  /** A folder for a CPU profile of the server (node --cpu-prof) over its whole run, which the uncached renders dominate; none without it. */
  profileDir?: string | undefined;
  /**
   * A PostgreSQL server to crawl on (a scratch database of its own), as production runs; the
   * embedded database without it. The server process's CPU then leaves out the database's, which
   * runs in PostgreSQL's processes.
   */
  postgresUrl?: string | undefined;
}

/** One kind of page in one round, requested once each. */
export interface CrawlPass {
  pages: number;
  /** Server CPU (user + system, every thread) per page, ms. */
  cpuMsPerPage: number;
  /** HTML before compression, bytes per page (mean). */
  htmlBytes: number;
  /** On the wire, gzipped, bytes per page (mean). */
  gzipBytes: number;
  /** Page cache fetches that were hits, of this pass's. */
  hits: number;
}

export interface CrawlRound {
  articles: { uncached: CrawlPass; cached: CrawlPass };
  lists: { uncached: CrawlPass; cached: CrawlPass };
  rssAfterMiB: number;
}

export interface Crawl {
  options: CrawlOptions;
  rounds: CrawlRound[];
  rssIdleMiB: number;
  /** Where the profile was written, when one was asked for. */
  profile?: string | undefined;
}

interface Metrics {
  cpuSeconds: number;
  rssMiB: number;
  hits: number;
}

async function metricsOf(server: RunningServer): Promise<Metrics> {
  const text = await (await fetch(`http://127.0.0.1:${server.port}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1]);
  return { cpuSeconds: value('process_cpu_seconds_total'), rssMiB: value('process_resident_memory_bytes') / 1024 / 1024, hits: cacheOutcomes(text, 'page').hit ?? 0 };
}

/** Requests every path once, `clients` at a time, and reads the server's CPU and page cache around them. */
export async function pass(server: RunningServer, paths: readonly string[], clients: number): Promise<CrawlPass> {
  const before = await metricsOf(server);
  let next = 0;
  let htmlBytes = 0;
  let gzipBytes = 0;
  const client = async () => {
    for (let path = paths[next++]; path !== undefined; path = paths[next++]) {
      const response = await gzippedFetch(`http://127.0.0.1:${server.port}${path}`, { 'user-agent': DESKTOP_USER_AGENT });
      // A redirect or an error page would measure something else than the page.
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      htmlBytes += response.body.length;
      gzipBytes += response.wireBytes;
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  const after = await metricsOf(server);
  return {
    pages: paths.length,
    cpuMsPerPage: ((after.cpuSeconds - before.cpuSeconds) * 1000) / paths.length,
    htmlBytes: htmlBytes / paths.length,
    gzipBytes: gzipBytes / paths.length,
    hits: after.hits - before.hits,
  };
}

/** Pages asked again this soon after their render are still fresh (the page cache keeps a page fresh for a minute). */
const CHUNK = 100;

/** Two passes summed: pages measured as one pass each, whatever the chunk they came in. */
function sum(parts: readonly CrawlPass[]): CrawlPass {
  const pages = parts.reduce((total, part) => total + part.pages, 0);
  const weighted = (of: (part: CrawlPass) => number) => parts.reduce((total, part) => total + of(part) * part.pages, 0) / pages;
  return {
    pages,
    cpuMsPerPage: weighted((part) => part.cpuMsPerPage),
    htmlBytes: weighted((part) => part.htmlBytes),
    gzipBytes: weighted((part) => part.gzipBytes),
    hits: parts.reduce((total, part) => total + part.hits, 0),
  };
}

/**
 * Each page once uncached and once from the cache, CHUNK pages at a time: on a busy machine 500
 * renders can take longer than the page cache keeps a page fresh, and a stale copy is rendered
 * again behind the reader, which would count a render in the cached figure.
 */
async function uncachedThenCached(server: RunningServer, paths: readonly string[], clients: number): Promise<{ uncached: CrawlPass; cached: CrawlPass }> {
  const uncached: CrawlPass[] = [];
  const cached: CrawlPass[] = [];
  for (let start = 0; start < paths.length; start += CHUNK) {
    const chunk = paths.slice(start, start + CHUNK);
    uncached.push(await pass(server, chunk, clients));
    cached.push(await pass(server, chunk, clients));
  }
  return { uncached: sum(uncached), cached: sum(cached) };
}

/**
 * What a crawler costs: the built server in a process of its own on a fresh embedded
 * database (or a scratch PostgreSQL one) with the demo set, its CPU read from process.cpuUsage (prom-client's
 * process_cpu_seconds_total on /metrics) before and after each pass. Each round takes pages no
 * earlier round asked for, so its first pass over them is uncached; the second asks them again,
 * from the page cache (see uncachedThenCached).
 */
/** SIGTERM ends the server cleanly, which is when node writes a --cpu-prof profile. */
export async function stopServer(server: RunningServer): Promise<void> {
  server.child.kill('SIGTERM');
  await server.exited;
}

/** Pages no round asks for, asked first so that the JIT and the caches of what every page shares are warm. */
export const WARM_UP = { articles: 50, lists: 20 };

/**
 * Seeds the demo set (seeded here before a server starts, so that neither the seed's garbage nor
 * the first start's initdb is in its figures) into db, its bodies rendered as ingest renders
 * them: the crawl measures a site whose stories were written so.
 */
export async function seedCrawlDatabase(db: Database): Promise<void> {
  await migrate(db);
  await seedDemo(db, { renderBodies: true });
}

export async function measureCrawl(options: CrawlOptions, log: (message: string) => void): Promise<Crawl> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xnews-bench-crawl-'));
  log(`crawl: seeding the demo set into ${options.postgresUrl ? 'a scratch PostgreSQL database' : 'a fresh embedded database'}`);
  const scratch = options.postgresUrl ? await openScratchPostgres(options.postgresUrl) : undefined;
  try {
    const db = scratch?.db ?? (await openPglite(dataDir, 'the crawl benchmark'));
    try {
      await seedCrawlDatabase(db);
    } finally {
      // The scratch database's pool stays until dispose(); the embedded one must be closed for the server to open it.
      if (!scratch) await db.close();
    }
    const env = { ...(scratch?.url ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir }), AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' };
    const server = await startServer({ ...env, SEED_DEMO: 'false' }, options.profileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.profileDir}`] : []);
    try {
      const pages = await crawlPages(`http://127.0.0.1:${server.port}`);
      const { articles: warmArticles, lists: warmLists } = WARM_UP;
      const needArticles = warmArticles + options.rounds * options.articlesPerRound;
      const needLists = warmLists + options.rounds * options.listsPerRound;
      if (pages.articles.length < needArticles || pages.lists.length < needLists) {
        throw new Error(`crawl: ${options.rounds} rounds need ${needArticles} articles and ${needLists} list pages; the demo set has ${pages.articles.length} and ${pages.lists.length}`);
      }
      log(`crawl: warming up on ${warmArticles} articles and ${warmLists} list pages no round asks for`);
      await pass(server, pages.articles.slice(0, warmArticles), options.clients);
      await pass(server, pages.lists.slice(0, warmLists), options.clients);
      const rssIdleMiB = (await metricsOf(server)).rssMiB;
      const rounds: CrawlRound[] = [];
      for (let round = 0; round < options.rounds; round++) {
        const articles = pages.articles.slice(warmArticles + round * options.articlesPerRound, warmArticles + (round + 1) * options.articlesPerRound);
        const lists = pages.lists.slice(warmLists + round * options.listsPerRound, warmLists + (round + 1) * options.listsPerRound);
        log(`crawl: round ${round + 1} of ${options.rounds}: ${articles.length} articles, then ${lists.length} list pages, each uncached and then cached`);
        rounds.push({
          articles: await uncachedThenCached(server, articles, options.clients),
          lists: await uncachedThenCached(server, lists, options.clients),
          rssAfterMiB: (await metricsOf(server)).rssMiB,
        });
      }
      return { options, rounds, rssIdleMiB, profile: options.profileDir };
    } finally {
      await stopServer(server);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.dispose();
  }
}
