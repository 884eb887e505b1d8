import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { trendingPath } from '../../../shared/routes';
import { daysAgo, newsItem } from '../../harness/news-fixtures';
import { freePort, ingestInto, startServer } from '../../harness/server-process';
import { startVarnish } from '../../harness/varnish';
import { mixOf } from '../load/run-soak';
import { autocannon, type LoadResult } from '../load-test';
import { percentile } from '../percentiles';
import { visibleAfter } from './edge-visibility';
import { cpuSeconds, purgeCalls, readerRequests } from './origin-counters';
import { wireBytes } from './wire-bytes';

export interface EdgeOptions {
  seconds: number;
  connections: number;
  ingestEveryMs: number;
}

export interface Phase {
  /** Requests the load made (autocannon's mean rate times the duration, every path). */
  requests: number;
  /** Of those, what the origin answered itself (its own request count). */
  originRequests: number;
  /** The origin process's CPU over the phase, ingests and purges included. */
  originCpuSeconds: number;
  paths: LoadResult[];
}

export interface EdgeBench {
  edge: Phase;
  origin: Phase;
  /** ms from an ingest's answer to its story on the edge's trending page, one a batch. */
  visibility: { samples: number; p50: number; p99: number; max: number; missed: number };
  bytes: { page: string; br: number; gzip: number }[];
  /** The origin's purge calls over the edge phase, by outcome. */
  purges: Record<string, number>;
  batches: { sent: number; failed: number };
}

const TOKEN = 'bench-edge-ingest-token-0123456789';
/** Browsers take both; without it the edge would be asked for the identity encoding, which no browser wants. */
const BROWSER_ENCODINGS = { 'Accept-Encoding': 'gzip, deflate, br' };

/**
 * The built server on a fresh embedded database with the demo set, behind a real varnishd running
 * the project's VCL, purged by the server on every ingest (EDGE_PURGE=varnish): bench:load's mix
 * of pages and API calls against the edge and then straight against the origin, with a batch of
 * stories ingested every ingestEveryMs throughout.
 */
export async function runEdgeBench(options: EdgeOptions, log: (message: string) => void): Promise<EdgeBench> {
  const dataDir = mkdtempSync(join(tmpdir(), 'xnews-bench-edge-'));
  const originPort = await freePort();
  const edge = await startVarnish([{ port: originPort }]);
  try {
    log('starting the built server behind varnishd (a first start seeds the demo set)');
    const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', INGEST_TOKEN: TOKEN, EDGE_PURGE: 'varnish', EDGE_PURGE_URL: edge.url, PORT: String(originPort) });
    const origin = `http://127.0.0.1:${server.port}`;
    const pid = server.child.pid as number;
    try {
      // The edge's probe finds the origin healthy within a few seconds of its start.
      for (const giveUpAt = Date.now() + 60_000; (await fetch(`${edge.url}${trendingPath('en')}`)).status !== 200; ) {
        if (Date.now() > giveUpAt) throw new Error(`the edge did not reach the origin within a minute:\n${edge.output()}`);
        await sleep(250);
      }
      const paths = await mixOf(origin);
      for (const path of paths) await fetch(edge.url + path, { headers: BROWSER_ENCODINGS });
      let serial = 0;
      let sent = 0;
      let failed = 0;
      const delays: Promise<number>[] = [];
      const ingest = (watch: boolean) => {
        serial += 1;
        // The watched story tops the trending list until later batches' own push it down, a place a batch: it stays on the first page for
        // eight batches, so a late one is measured rather than lost below the page.
        const batch = Array.from({ length: 5 }, (_, n) =>
          newsItem({ id: String(800_000_000_000_000_000n + BigInt(serial * 10 + n)), title: `Edge story ${serial}-${n}`, type: 'world', subtype: 'Climate', postTime: daysAgo(0), trendingScore: n === 0 ? 100 : 60 }),
        );
        sent += 1;
        const answered = ingestInto(server.port, TOKEN, batch).then((response) => {
          if (!response.ok) failed += 1;
          return performance.now();
        });
        const watched = `Edge story ${serial}-0`;
        if (watch) delays.push(answered.then((at) => visibleAfter(`${edge.url}${trendingPath('en')}`, watched, at)));
      };
      const phase = async (base: string, watch: boolean): Promise<Phase> => {
        const cpuBefore = cpuSeconds(pid);
        const originBefore = await readerRequests(origin);
        const writer = setInterval(() => ingest(watch), options.ingestEveryMs);
        const perPath = { connections: Math.max(1, Math.floor(options.connections / paths.length)), durationSeconds: options.seconds, headers: BROWSER_ENCODINGS };
        const results = await Promise.all(paths.map((path) => autocannon(path, base + path, perPath)));
        clearInterval(writer);
        const originRequests = (await readerRequests(origin)) - originBefore;
        return { requests: results.reduce((sum, result) => sum + result.requestsPerSecond * options.seconds, 0), originRequests, originCpuSeconds: cpuSeconds(pid) - cpuBefore, paths: results };
      };
      log(`the mix against the edge: ${paths.length} paths, ${options.connections} connections, ${options.seconds} s, a batch of 5 stories every ${options.ingestEveryMs} ms`);
      const atEdge = await phase(edge.url, true);
      const purges = await purgeCalls(origin);
      const waited = (await Promise.all(delays)).sort((a, b) => a - b);
      const seen = waited.filter(Number.isFinite);
      log('the same mix straight against the origin');
      const atOrigin = await phase(origin, false);
      const bytes = [];
      for (const [page, path] of [['list', paths[0]], ['article', paths[2]]] as const) {
        const url = `${edge.url}${path}`;
        const [br, gzip] = [await wireBytes(url, 'br'), await wireBytes(url, 'gzip')];
        if (br.encoding !== 'br' || gzip.encoding !== 'gzip') throw new Error(`${path} came back as ${br.encoding} and ${gzip.encoding}`);
        bytes.push({ page, br: br.bytes, gzip: gzip.bytes });
      }
      return {
        edge: atEdge,
        origin: atOrigin,
        visibility: { samples: waited.length, p50: percentile(seen, 50), p99: percentile(seen, 99), max: seen.at(-1) ?? Number.NaN, missed: waited.length - seen.length },
        bytes,
        purges,
        batches: { sent, failed },
      };
    } catch (error) {
      throw new Error(`bench:edge failed (edge ${edge.url}, origin port ${server.port}): ${String(error)}\nvarnishd said:\n${edge.output().slice(-2000)}`, { cause: error });
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  } finally {
    await edge.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
