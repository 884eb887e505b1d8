import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { startLoadLoops } from '../support/load-loops';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { ingestInto, startServer, type RunningServer } from '../../scripts/harness/server-process';
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';

/**
 * Faults on a PostgreSQL server (the PostgreSQL pass of npm test): the database going away
 * under load, and kill -9 in the middle of an ingest batch. The app reaches the database through
 * a relay the test cuts, so the server other test files use keeps running.
 */

const TOKEN = 'faults-test-ingest-token';
let db: Database & { url: string };
let proxy: TcpProxy;
let server: RunningServer | undefined;

const ingest = (port: number, items: unknown[]) => ingestInto(port, TOKEN, items);

async function startApp(): Promise<RunningServer> {
  const viaProxy = new URL(db.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  return startServer({ DATABASE_URL: viaProxy.toString(), SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, SHUTDOWN_TIMEOUT_MS: '3000' });
}

async function kill(running: RunningServer | undefined): Promise<void> {
  if (!running || running.child.exitCode !== null) return;
  running.child.kill('SIGKILL');
  await running.exited;
}

describe.runIf(TEST_DB_KIND === 'postgres')('PostgreSQL faults', () => {
  beforeAll(async () => {
    db = await openScratchPostgres();
    const target = new URL(db.url);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  });
  afterAll(async () => {
    await kill(server);
    await proxy?.close();
    await db?.close();
  });

  it('keeps serving cached pages and lists while the database is gone, answers writes 503 in JSON, and recovers by itself', async () => {
    server = await startApp();
    const base = `http://127.0.0.1:${server.port}`;
    expect((await ingest(server.port, [newsItem({ id: '820000000000000001', title: 'Canal locks reopen for barges', type: 'world', subtype: 'Climate', postTime: daysAgo(0.2), trendingScore: 90 })])).status).toBe(200);
    const reads = [`${base}/en/news/list/world`, `${base}/api/public/xnews/list?lang=en&type=world&size=5`, `${base}/api/public/xnews/details/820000000000000001?lang=en`];
    for (const url of reads) expect((await fetch(url)).status).toBe(200);

    const load = startLoadLoops(reads, 8);
    await load.answered(3);
    await proxy.cut();
    // Reads go on being answered with the database gone, before and after the failed writes.
    await load.answered(3);
    const write = await ingest(server.port, [newsItem({ id: '820000000000000002', title: 'Written while the database was away' })]);
    expect(write.status).toBe(503);
    expect(await write.json()).toEqual({ error: expect.any(String), message: expect.any(String) });
    const contact = await fetch(`${base}/api/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jo', email: 'jo@example.com', subject: 'Hi', message: 'While it was down' }),
    });
    expect(contact.status).toBe(503);
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    await load.answered(3);
    await proxy.restore();
    await load.answered(3);
    await load.stop();

    // Every read under load was answered, and answered well, through the whole outage.
    expect(load.networkErrors).toEqual([]);
    for (const [url, statuses] of load.statuses) {
      expect(statuses.length, url).toBeGreaterThan(10);
      expect(statuses.filter((status) => status !== 200), url).toEqual([]);
    }
    // Back by itself: the pool reconnects, writes go through and show.
    await expect.poll(async () => (await fetch(`${base}/readyz`)).status).toBe(200);
    expect((await ingest(server.port, [newsItem({ id: '820000000000000003', title: 'Ferry service resumes after the outage', type: 'world', subtype: 'Climate', postTime: daysAgo(0.1), trendingScore: 95 })])).status).toBe(200);
    // The page it held may be served once more, stale, while it is rendered again.
    await expect.poll(async () => (await fetch(`${base}/en/news/list/world`)).text()).toContain('Ferry service resumes after the outage');
    await kill(server);
  });

  it('leaves an ingest batch cut by kill -9 either whole or absent, never half', async () => {
    server = await startApp();
    const ids = Array.from({ length: 3_000 }, (_, index) => String(830_000_000_000_000_000n + BigInt(index)));
    const batch = ids.map((id) => newsItem({ id, title: `Batch story ${id}` }));
    const sent = ingest(server.port, batch).catch(() => undefined);
    const openTransactions = async () => (await db.query<{ count: string }>(`SELECT count(*)::text AS count FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND xact_start IS NOT NULL`))[0]?.count;
    // Kill it while the batch's transaction is open on the server.
    await expect.poll(openTransactions).not.toBe('0');
    server.child.kill('SIGKILL');
    await server.exited;
    await sent;
    // PostgreSQL has seen the connection go and ended the cut transaction.
    await expect.poll(openTransactions).toBe('0');
    const [{ count } = { count: '-1' }] = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM stories WHERE id = ANY($1::text[])', [ids]);
    expect(['0', '3000']).toContain(count);

    // And the database takes the same batch whole afterwards.
    server = await startApp();
    expect((await ingest(server.port, batch)).status).toBe(200);
    const [after] = await db.query<{ count: string }>('SELECT count(*)::text AS count FROM stories WHERE id = ANY($1::text[])', [ids]);
    expect(after?.count).toBe('3000');
  });
});
