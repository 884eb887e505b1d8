import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLoadLoops } from '../support/load-loops';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingestInto, startServer, type RunningServer } from '../../scripts/harness/server-process';

/** Faults on the embedded database: SIGTERM under load, and kill -9 in the middle of an ingest batch. */

const TOKEN = 'shutdown-test-ingest-token';
let dataDir: string;
const running: RunningServer[] = [];

const ingest = (port: number, items: unknown[]) => ingestInto(port, TOKEN, items);

async function start(): Promise<RunningServer> {
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, SHUTDOWN_TIMEOUT_MS: '8000' });
  running.push(server);
  return server;
}

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'xnews-shutdown-'));
});
afterAll(async () => {
  for (const server of running) {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('stopping under load', () => {
  it('on SIGTERM finishes what is in flight, refuses new connections cleanly, and exits 0', async () => {
    const server = await start();
    const base = `http://127.0.0.1:${server.port}`;
    expect((await ingest(server.port, [newsItem({ type: 'world', subtype: 'Climate', postTime: daysAgo(0.3) })])).status).toBe(200);
    const urls = [`${base}/en/news/list/world`, `${base}/api/public/xnews/list?lang=en&size=5`, `${base}/en/news/archive`];
    const load = startLoadLoops(urls, 12);
    await load.answered(10);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await load.stop();

    const answered = [...load.statuses.values()].flat();
    expect(answered.length).toBeGreaterThan(20);
    // Every request that got an answer got a good one: nothing was cut off half-way with a 5xx.
    expect(answered.filter((status) => status !== 200)).toEqual([]);
    // The ones after the stop were refused at the door, not left hanging or reset mid-answer.
    for (const failure of load.networkErrors) expect(failure).toMatch(/ECONNREFUSED|other side closed|ECONNRESET/);
    expect(load.networkErrors.some((failure) => failure.includes('ECONNREFUSED'))).toBe(true);
    const messages = server.logs.map((entry) => entry.msg);
    expect(messages).toEqual(expect.arrayContaining(['shutting down', 'stopped']));
    // Keep-alive clients were told to close, so nothing had to be cut at the end of the grace period.
    expect(messages).not.toContain('grace period over: closing remaining connections');
  });

  it('after kill -9 in the middle of an ingest batch, starts again on the same data with the batch whole or absent', async () => {
    const server = await start();
    const ids = Array.from({ length: 2_000 }, (_, index) => String(840_000_000_000_000_000n + BigInt(index)));
    const batch = ids.map((id) => newsItem({ id, title: `Batch story ${id}` }));
    // Killed once the server has the whole batch: reading, checking and writing it are all ahead.
    let bodySent = (): void => undefined;
    const delivered = new Promise<void>((resolve) => (bodySent = resolve));
    const sent = new Promise<void>((resolve) => {
      const request = httpRequest({ host: '127.0.0.1', port: server.port, method: 'POST', path: '/api/ingest/news', headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' } });
      request.on('response', (response) => response.resume().on('end', resolve));
      request.on('error', () => resolve());
      request.end(JSON.stringify(batch), bodySent);
    });
    await delivered;
    server.child.kill('SIGKILL');
    await server.exited;
    await sent;

    const again = await start();
    const stored = async () => {
      const found = new Set<string>();
      for (let page = 1; ; page++) {
        const items = (await (await fetch(`http://127.0.0.1:${again.port}/api/public/xnews/list?lang=en&type=business&daysBack=36500&minTrendingScore=0&size=1000&page=${page}`)).json()) as { id: string }[];
        for (const item of items) if (ids.includes(item.id)) found.add(item.id);
        if (items.length < 1000) return found.size;
      }
    };
    expect([0, ids.length]).toContain(await stored());
    expect((await ingest(again.port, batch)).status).toBe(200);
    expect(await stored()).toBe(ids.length);
  });
});
