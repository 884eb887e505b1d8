import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import type { AssetManifest } from '../../server/bff/asset-manifest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import type { Database } from '../../server/db/database';
import type { ContentChanges } from '../../server/services/cache/content-changes';
import { redisContentChanges } from '../../server/services/cache/redis-content-changes';
import { redisSharedStore } from '../../server/services/cache/redis-shared-store';
import { connectRedis } from '../../server/services/redis/connect-redis';
import { temporaryMediaStore } from '../../server/services/media/temporary-media-store';
import { loadSite } from '../../server/site/load-site';
import { cacheOutcomes } from '../../scripts/harness/cache-outcomes';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { startRedis, type RedisUnderTest } from '../../scripts/harness/redis-server';
import { TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/** Two instances of the app on one database and one real Redis: what one caches or changes, the other sees. */

interface Instance extends TestApp {
  logs: Record<string, unknown>[];
  redis: Redis;
  changes: ContentChanges;
}

let redisServer: RedisUnderTest;
let db: Database;
const instances: Instance[] = [];
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36';

async function startInstance(assets: AssetManifest = loadAssetManifest()): Promise<Instance> {
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const redis = await connectRedis(redisServer.url, logger);
  const changes = await redisContentChanges(redis, logger);
  const site = loadSite('xnews');
  const media = temporaryMediaStore();
  const app = createApp({
    db, site, logger, ingestToken: TEST_INGEST_TOKEN, assets,
    caching: { changes, shared: redisSharedStore(redis) }, media: { store: media },
  });
  const instance = { app, db, site, media, logs, redis, changes, close: async () => {
    await changes.close();
    redis.disconnect();
    media.remove();
  } };
  instances.push(instance);
  return instance;
}

const page = (instance: Instance, path: string) => request(instance.app).get(path).set('User-Agent', DESKTOP_UA);

/** Requests a page and says where the instance's page cache answered it from. */
async function pageOutcome(instance: Instance, path: string): Promise<string | undefined> {
  const before = cacheOutcomes((await request(instance.app).get('/metrics')).text, 'page');
  await page(instance, path);
  const after = cacheOutcomes((await request(instance.app).get('/metrics')).text, 'page');
  return Object.keys(after).find((outcome) => (after[outcome] ?? 0) > (before[outcome] ?? 0));
}

/** Counts the story queries the shared database is asked while fn runs. */
async function storyQueriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(db, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([sql]) => String(sql).includes('story_versions')).length;
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  [redisServer, db] = await Promise.all([startRedis(), openTestDatabase()]);
});
afterAll(async () => {
  for (const instance of instances) await instance.close();
  await redisServer?.stop();
  await db?.close();
});

describe('two instances sharing Redis', () => {
  let first: Instance;
  let second: Instance;
  beforeAll(async () => {
    [first, second] = [await startInstance(), await startInstance()];
    await ingest(first, [newsItem({ title: 'Tide barrier closes for the winter', type: 'world', subtype: 'Climate', postTime: daysAgo(0.3), trendingScore: 90 })]);
  });

  it('serves a page rendered by one instance from the other, without asking the database', async () => {
    const rendered = await page(first, '/en/news/list/world');
    expect(rendered.status).toBe(200);
    let served!: request.Response;
    expect(await storyQueriesDuring(async () => (served = await page(second, '/en/news/list/world')))).toBe(0);
    expect(served.status).toBe(200);
    expect(served.text).toContain('Tide barrier closes for the winter');
  });

  it('keeps pages apart between builds, as in a rolling deploy: a page names its own build’s scripts', async () => {
    const built = loadAssetManifest();
    const nextEntry = built.entry.replace(/\.js$/, '-next-build.js');
    const nextBuild = await startInstance({ ...built, entry: nextEntry });
    expect((await page(first, '/en/news/list/business')).text).toContain(built.entry);
    let own!: request.Response;
    expect(await storyQueriesDuring(async () => (own = await page(nextBuild, '/en/news/list/business')))).toBeGreaterThan(0);
    expect(own.text).toContain(nextEntry);
    expect(own.text).not.toContain(built.entry);
    // The old build's copy is still there for the old build: the new one did not overwrite it.
    let old!: request.Response;
    expect(await storyQueriesDuring(async () => (old = await page(second, '/en/news/list/business')))).toBe(0);
    expect(old.text).toContain(built.entry);
  });

  it('shares API answers too', async () => {
    await request(first.app).get('/api/public/xnews/list?lang=en&type=world&size=5');
    expect(await storyQueriesDuring(() => request(second.app).get('/api/public/xnews/list?lang=en&type=world&size=5'))).toBe(0);
  });

  it('shows a story ingested through one instance on the other, whose unrelated pages stay hits', async () => {
    await ingest(first, [newsItem({ title: 'Relay team sets a record', type: 'sports', subtype: 'Athletics', postTime: daysAgo(0.2), trendingScore: 80 })]);
    await expect.poll(async () => (await page(second, '/en/news/list/sports')).text).toContain('Relay team sets a record');
    await expect.poll(() => pageOutcome(second, '/en/news/list/sports')).toBe('hit');
    await expect.poll(() => pageOutcome(second, '/en/news/list/world')).toBe('hit');

    await ingest(first, [newsItem({ title: 'Night trains return to the valley', type: 'world', subtype: 'Climate', postTime: daysAgo(0.1), trendingScore: 95 })]);
    expect(await pageOutcome(second, '/en/news/list/sports')).toBe('hit');
    await expect.poll(async () => (await page(second, '/en/news/list/world')).text).toContain('Night trains return to the valley');
    const apiTitles = async () => ((await request(second.app).get('/api/public/xnews/list?lang=en&type=world&size=5')).body as { title: string }[]).map((item) => item.title);
    await expect.poll(apiTitles).toContain('Night trains return to the valley');
  });

  it('keeps serving from its own cache when Redis stops, says so in the log, and shares again once it is back', async () => {
    await page(first, '/en/news/list/trending');
    await redisServer.stop();
    await expect.poll(() => first.logs.some((line) => line.msg === 'redis unavailable: reconnecting in the background')).toBe(true);

    const whileDown = await page(first, '/en/news/list/trending');
    expect(whileDown.status).toBe(200);
    expect(whileDown.text).toContain('Night trains return to the valley');
    // A write while Redis is down still shows on the instance that took it.
    await ingest(first, [newsItem({ title: 'Ferry strike ends after talks', type: 'world', subtype: 'Climate', postTime: daysAgo(0.05), trendingScore: 96 })]);
    await expect.poll(async () => (await page(first, '/en/news/list/world')).text).toContain('Ferry strike ends after talks');
    expect((await page(second, '/fr/news/list/world')).status).toBe(200);
    await expect.poll(() => pageOutcome(second, '/en/news/list/sports')).toBe('hit');

    // Back, and empty, as after a crash: what the instances hold may have missed changes, so
    // all of it is stale (served once more while rendered again), then cached as before.
    const connectedBefore = first.logs.filter((line) => line.msg === 'redis connected').length;
    await redisServer.start();
    await expect.poll(() => first.logs.filter((line) => line.msg === 'redis connected').length).toBe(connectedBefore + 1);
    await expect.poll(() => second.redis.status).toBe('ready');
    await expect.poll(() => pageOutcome(second, '/en/news/list/sports')).toBe('invalidated');
    await expect.poll(async () => (await page(second, '/en/news/list/world')).text).toContain('Ferry strike ends after talks');
    await expect.poll(() => pageOutcome(second, '/en/news/list/sports')).toBe('hit');
    await ingest(first, [newsItem({ title: 'Bridge repairs finish early', type: 'world', subtype: 'Climate', postTime: daysAgo(0.01), trendingScore: 97 })]);
    await expect.poll(async () => (await page(second, '/en/news/list/world')).text).toContain('Bridge repairs finish early');
    expect(await pageOutcome(second, '/en/news/list/sports')).toBe('hit');
  });
});
