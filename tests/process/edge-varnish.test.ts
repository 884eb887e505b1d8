import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FOLLOWS_API } from '../../shared/follows';
import { SAVED_API } from '../../shared/saved-stories';
import {
  articlePath, deskPath, forYouPath, listPath, loginPath, newsletterPreferencesPath, profilePath, resetPath, savedPath, signupPath, trendingPath,
} from '../../shared/routes';
import type { Database } from '../../server/db/database';
import { createMetrics, type Metrics } from '../../server/metrics/metrics';
import { redisContentChanges } from '../../server/services/cache/redis-content-changes';
import { redisSharedStore } from '../../server/services/cache/redis-shared-store';
import type { ContentChanges } from '../../server/services/cache/content-changes';
import { withEdgePurge } from '../../server/services/edge/edge-purging-changes';
import { connectRedis } from '../../server/services/redis/connect-redis';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { startRedis, type RedisUnderTest } from '../../scripts/harness/redis-server';
import { startVarnish, type VarnishUnderTest } from '../../scripts/harness/varnish';
import { insertNewUser } from '../support/accounts';
import { apiSignIn } from '../support/api-sign-in';
import { capturingLogger } from '../support/capturing-logger';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/**
 * The real Varnish (Debian's varnishd with varnish-modules' xkey) running deploy/varnish/xnews.vcl
 * in front of two instances on one database and one Redis, each purging it on change
 * (EDGE_PURGE=varnish, decision 038): pages are kept and shared, a change purges exactly what it
 * touched, one reader's answers are never kept, a purge outlives an outage of Varnish, and a
 * failing origin's pages are still served.
 */

interface Instance {
  testApp: TestApp;
  server: Server;
  port: number;
  metrics: Metrics;
  changes: ContentChanges;
  redis: Redis;
  log: ReturnType<typeof capturingLogger>;
}

const world = newsItem({ title: 'Tide barrier closes for the winter as storms gather: first reading', type: 'world', subtype: 'Climate', trendingScore: 90, postTime: daysAgo(0.2) });
const sports = newsItem({ title: 'Harbour club wins the cup after extra time', type: 'sports', subtype: 'Football', trendingScore: 20, postTime: daysAgo(0.3) });
const worldPage = articlePath('en', world.title, world.id);
const sportsPage = articlePath('en', sports.title, sports.id);

let db: Database;
let redisServer: RedisUnderTest;
let varnish: VarnishUnderTest;
const instances: Instance[] = [];

async function listening(): Promise<{ server: Server; port: number }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function startInstance({ server, port }: { server: Server; port: number }): Promise<Instance> {
  const log = capturingLogger('info');
  const redis = await connectRedis(redisServer.url, log.logger);
  const metrics = createMetrics(db);
  const changes = withEdgePurge(await redisContentChanges(redis, log.logger), { settings: { kind: 'varnish', url: varnish.url, token: undefined }, db, logger: log.logger, metrics: metrics.edge });
  const testApp = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, caching: { changes, shared: redisSharedStore(redis) }, metrics, logger: log.logger });
  server.on('request', testApp.app);
  return { testApp, server, port, metrics, changes, redis, log };
}

/** A reader's request through Varnish. */
async function viaEdge(path: string, headers: Record<string, string> = {}): Promise<{ status: number; cache: string | null; text: string; headers: Headers }> {
  const response = await fetch(`${varnish.url}${path}`, { headers, redirect: 'manual' });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text(), headers: response.headers };
}

const queuedKeys = async () => (await db.query<{ key: string }>('SELECT key FROM edge_purges')).map((row) => row.key);

beforeAll(async () => {
  [db, redisServer] = await Promise.all([openTestDatabase(), startRedis()]);
  const origins = [await listening(), await listening()];
  varnish = await startVarnish(origins.map(({ port }) => ({ port })));
  for (const origin of origins) instances.push(await startInstance(origin));
  const [first] = instances;
  if (first) await ingest(first.testApp, [world, sports]);
  await vi.waitFor(async () => expect(await queuedKeys()).toEqual([]), { timeout: 30_000, interval: 50 });
});

afterAll(async () => {
  for (const instance of instances) {
    await instance.changes.close();
    instance.redis.disconnect();
    instance.server.closeAllConnections();
    instance.server.close();
  }
  await varnish?.close();
  await redisServer?.stop();
  await db?.close();
});

const first = () => instances[0] as Instance;

describe('Varnish in front of two instances', () => {
  it('keeps a page the second time, and gives readers none of the edge’s headers', async () => {
    const path = listPath('en', 'business');
    const missed = await viaEdge(path);
    expect(missed.status).toBe(200);
    expect(missed.cache).toBe('MISS');
    const hit = await viaEdge(path);
    expect(hit.cache).toBe('HIT');
    expect(hit.text).toBe(missed.text);
    for (const header of ['surrogate-key', 'cache-tag', 'xkey', 'xnews-swr']) expect(hit.headers.has(header), header).toBe(false);
    expect(hit.headers.get('cache-control')).toContain('s-maxage=');
    // Another anonymous reader's cookies do not split the copy.
    expect((await viaEdge(path, { Cookie: '_ga=GA1.2.3; theme=dark' })).cache).toBe('HIT');
  });

  it('purges, within 2 s of an ingest of a world story, the world list, trending and the story’s page, and leaves a sports article kept', async () => {
    const changed = [listPath('en', 'world'), trendingPath('en'), worldPage];
    for (const path of [...changed, sportsPage]) {
      await viaEdge(path);
      expect((await viaEdge(path)).cache, path).toBe('HIT');
    }
    const keptSports = await viaEdge(sportsPage);
    const secondReading = 'Tide barrier closes for the winter as storms gather: second reading';
    await ingest(first().testApp, [{ ...world, title: secondReading, trendingScore: 95 }]);
    const ingested = Date.now();
    for (const path of changed) {
      await expect.poll(async () => (await viaEdge(path)).text.includes(secondReading), { timeout: 2_000, interval: 50 }).toBe(true);
    }
    expect(Date.now() - ingested).toBeLessThan(2_000);
    const sportsNow = await viaEdge(sportsPage);
    expect(sportsNow.cache).toBe('HIT');
    expect(sportsNow.text).toBe(keptSports.text);
  });

  it('never keeps a signed-in reader’s answers, nor serves them to another reader', async () => {
    const user = await insertNewUser(db, { name: 'Edge Reader Quillon' });
    const session = await apiSignIn(first().testApp.app, user);
    for (const path of [SAVED_API.list, profilePath('en'), listPath('en', 'world')]) {
      for (let round = 0; round < 2; round++) {
        const mine = await viaEdge(path, { Cookie: session.cookie });
        expect(mine.status, path).toBe(200);
        expect(mine.cache, path).toBe('PASS');
      }
    }
    const someoneElse = await viaEdge(SAVED_API.list);
    expect(someoneElse.status).toBe(401);
    expect((await viaEdge(listPath('en', 'world'))).text).not.toContain('Quillon');
    // The personal addresses are passed for an anonymous visitor too: none is ever a hit.
    const personal = [
      savedPath('en'), forYouPath('en'), profilePath('en'), loginPath('en'), signupPath('en'), resetPath('en'), deskPath('en'),
      newsletterPreferencesPath('en', 'token-1'), '/', '/login', '/user/me', '/api/public/users/me', FOLLOWS_API.list, SAVED_API.ids, '/en/language?next=/en/news/list/world',
    ];
    for (const path of personal) {
      await viaEdge(path);
      expect(['PASS', 'MISS'], path).toContain((await viaEdge(path)).cache);
    }
  });

  it('delivers a purge queued while Varnish was down once it is back', async () => {
    await varnish.stop();
    const story = newsItem({ type: 'world', subtype: 'Trade', trendingScore: 70 });
    await ingest(first().testApp, [story]);
    await expect.poll(async () => (await db.query<{ last_error: string | null }>('SELECT last_error FROM edge_purges WHERE last_error IS NOT NULL')).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await queuedKeys()).toContain(`story:${story.id}`);
    await varnish.start();
    await expect.poll(queuedKeys, { timeout: 30_000 }).toEqual([]);
    const logged = instances.flatMap((instance) => instance.log.lines).join('\n');
    expect(logged).toContain('varnish unreachable');
    expect(logged).toContain('edge purges go through again');
  });

  it('serves the kept page, stale, while both instances are down', async () => {
    const path = listPath('en', 'sports');
    await viaEdge(path);
    const kept = await viaEdge(path);
    expect(kept.cache).toBe('HIT');
    // A change makes it stale at the edge, and then the origin goes away before anyone fetches it anew.
    await ingest(first().testApp, [newsItem({ type: 'sports', subtype: 'Tennis', trendingScore: 30 })]);
    await expect.poll(queuedKeys).toEqual([]);
    for (const instance of instances) {
      instance.server.closeAllConnections();
      instance.server.close();
    }
    const stale = await viaEdge(path);
    expect(stale.status).toBe(200);
    expect(stale.cache).toBe('STALE');
    expect(stale.text).toBe(kept.text);
    // What the edge never kept has nothing to fall back on.
    expect((await viaEdge(listPath('en', 'lifestyle'))).status).toBe(503);
  });
});
