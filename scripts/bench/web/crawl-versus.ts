import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../../../server/db/pglite-database';
import { startServer, type RunningServer } from '../../harness/server-process';
import { crawlPages } from './crawl-pages';
import { pass, seedCrawlDatabase, stopServer, WARM_UP, type CrawlOptions } from './crawl';

/** Pages a chunk: small, so that the two builds' chunks follow each other closely. */
const CHUNK = 25;

/** One chunk of pages, rendered uncached by each build in turn. */
export interface VersusChunk {
  /** Server CPU per page, ms: this checkout's build, and the other's. */
  thisMs: number;
  otherMs: number;
}

export interface CrawlVersus {
  options: CrawlOptions;
  other: string;
  articles: VersusChunk[];
  lists: VersusChunk[];
}

/**
 * The crawl's uncached pages on two builds side by side: this checkout's and another's
 * (BENCH_CRAWL_VERSUS, a checkout built with `npm run build`), each in its own process on its own
 * copy of one seeded embedded database. They are fed the same pages in chunks of CHUNK, in turns
 * (this build first in one chunk, the other in the next), so that what the machine's neighbours
 * take falls on both alike. On a shared machine, where one build's rounds differ by a quarter from
 * run to run, the ratio of the two in one chunk moves far less.
 */
export async function measureCrawlVersus(options: CrawlOptions, other: string, log: (message: string) => void): Promise<CrawlVersus> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xnews-bench-versus-'));
  const otherDataDir = `${dataDir}-other`;
  const servers: RunningServer[] = [];
  try {
    log('versus: seeding the demo set into a fresh embedded database, then a copy of it for the other build');
    const db = await openPglite(dataDir, 'the versus benchmark');
    try {
      await seedCrawlDatabase(db);
    } finally {
      await db.close();
    }
    cpSync(dataDir, otherDataDir, { recursive: true });
    const env = { AUTH_SECRET: 'bench-secret-bench-secret-bench-secret', SEED_DEMO: 'false' };
    const mine = await startServer({ ...env, DATA_DIR: dataDir });
    servers.push(mine);
    const theirs = await startServer({ ...env, DATA_DIR: otherDataDir }, [], other);
    servers.push(theirs);
    const pages = await crawlPages(`http://127.0.0.1:${mine.port}`);
    const articles = pages.articles.slice(WARM_UP.articles, WARM_UP.articles + options.rounds * options.articlesPerRound);
    const lists = pages.lists.slice(WARM_UP.lists, WARM_UP.lists + options.rounds * options.listsPerRound);
    log(`versus: warming both up, then ${articles.length} articles and ${lists.length} list pages in chunks of ${CHUNK}, each build in turn`);
    for (const server of [mine, theirs]) {
      await pass(server, pages.articles.slice(0, WARM_UP.articles), options.clients);
      await pass(server, pages.lists.slice(0, WARM_UP.lists), options.clients);
    }
    const chunks = async (paths: readonly string[]): Promise<VersusChunk[]> => {
      const measured: VersusChunk[] = [];
      for (let start = 0; start < paths.length; start += CHUNK) {
        const chunk = paths.slice(start, start + CHUNK);
        const mineFirst = measured.length % 2 === 0;
        const first = await pass(mineFirst ? mine : theirs, chunk, options.clients);
        const second = await pass(mineFirst ? theirs : mine, chunk, options.clients);
        measured.push(mineFirst ? { thisMs: first.cpuMsPerPage, otherMs: second.cpuMsPerPage } : { thisMs: second.cpuMsPerPage, otherMs: first.cpuMsPerPage });
      }
      return measured;
    };
    return { options, other, articles: await chunks(articles), lists: await chunks(lists) };
  } finally {
    await Promise.all(servers.map(stopServer));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(otherDataDir, { recursive: true, force: true });
  }
}
