import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESK_API } from '../../shared/desk-api';
import type { Database, Queryable } from '../../server/db/database';
import { createMetrics, type Metrics } from '../../server/metrics/metrics';
import { localContentChanges, type ContentChanges } from '../../server/services/cache/content-changes';
import { redisContentChanges } from '../../server/services/cache/redis-content-changes';
import { edgeKey } from '../../server/services/edge/edge-keys';
import type { EdgePurgeSettings } from '../../server/services/edge/edge-purge-settings';
import { withEdgePurge } from '../../server/services/edge/edge-purging-changes';
import { storyTags } from '../../server/services/news/news-tags';
import { connectRedis } from '../../server/services/redis/connect-redis';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { startRedis, type RedisUnderTest } from '../../scripts/harness/redis-server';
import type { CdnStandIn } from '../support/cdn-stand-in';
import { capturingLogger } from '../support/capturing-logger';
import { TEST_OPS_TOKEN } from '../support/desk';
import { FASTLY_SERVICE_ID, startFastlyApi } from '../support/fastly-api';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/**
 * What a change on an instance queues for the edge (decision 038): the ingest's, the desk's,
 * each mapped to the keys responses are filed under, sent by the purger to the edge (here a
 * stand-in of Fastly's API); and nothing for an announcement that arrived from another instance,
 * or when no edge is set.
 */

const TOKEN = 'fastly-token-for-edge-purge-test';
let fastly: CdnStandIn;
let redisServer: RedisUnderTest;
let db: Database;
const closers: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  [fastly, redisServer, db] = await Promise.all([startFastlyApi(TOKEN), startRedis(), openTestDatabase()]);
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  await fastly?.close();
  await redisServer?.stop();
  await db?.close();
});

const edge = (): EdgePurgeSettings => ({ kind: 'fastly', url: fastly.url, token: TOKEN });
const queuedKeys = async () => (await db.query<{ key: string }>('SELECT key FROM edge_purges')).map((row) => row.key);

/** An instance on the shared database whose content changes purge the edge, as index.ts wires it. */
async function instance(changes: ContentChanges, queue: Queryable = db): Promise<TestApp & { metrics: Metrics; changes: ContentChanges }> {
  const { logger } = capturingLogger('warn');
  const metrics = createMetrics(db);
  const purging = withEdgePurge(changes, { settings: edge(), db: queue, logger, metrics: metrics.edge });
  const testApp = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, opsToken: TEST_OPS_TOKEN, caching: { changes: purging }, metrics, logger });
  closers.push(() => purging.close());
  return { ...testApp, metrics, changes: purging };
}

async function redisChanges(): Promise<ContentChanges> {
  const { logger } = capturingLogger('warn');
  const redis: Redis = await connectRedis(redisServer.url, logger);
  const changes = await redisContentChanges(redis, logger);
  closers.push(async () => redis.disconnect());
  return changes;
}

describe('the edge purge of content changes', () => {
  it('leaves the changes alone, and queues nothing, when no edge is set', async () => {
    const changes = localContentChanges();
    const { logger } = capturingLogger();
    expect(withEdgePurge(changes, { settings: undefined, db, logger, metrics: createMetrics(db).edge })).toBe(changes);
    const plain = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, caching: { changes } });
    await ingest(plain, [newsItem({ type: 'world', subtype: 'Climate' })]);
    expect(await queuedKeys()).toEqual([]);
  });

  it('purges at the edge the keys of what an ingest changed, those the pages and answers were filed under', async () => {
    const site = await instance(localContentChanges());
    const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 90 });
    await ingest(site, [story]);
    const filedUnder = async (path: string) => [path, String((await request(site.app).get(path)).headers['surrogate-key'] ?? '').split(' ').filter(Boolean)] as const;
    const responses = [await filedUnder('/en/news/list/world'), await filedUnder('/api/public/xnews/list?lang=en&type=world&size=5')];
    await expect.poll(queuedKeys).toEqual([]);
    const purged = new Set(fastly.purged());
    for (const key of [edgeKey(storyTags(story.id)[0] ?? ''), 'news', 'list:en:world:all:0', 'list:en:all:all:55']) expect(purged).toContain(key);
    // Keys as edgeKeysOf files responses under: '*' is 'all', and no key has a space or comma.
    expect([...purged].every((key) => /^[\x21-\x7e]+$/.test(key) && !key.includes(',') && !key.includes('*'))).toBe(true);
    expect(fastly.calls.every((call) => call.soft)).toBe(true);
    for (const [path, filed] of responses) {
      expect(filed.length, `${path} names its surrogate keys`).toBeGreaterThan(0);
      expect(filed.some((key) => purged.has(key)), `${path} is purged by the ingest`).toBe(true);
    }
  });

  it('purges what the desk changes: a withdrawal purges the story', async () => {
    const site = await instance(localContentChanges());
    const story = newsItem({ type: 'business', subtype: 'Economy' });
    await ingest(site, [story]);
    await expect.poll(queuedKeys).toEqual([]);
    const before = fastly.calls.length;
    const withdrawn = await request(site.app).post(DESK_API.withdraw(story.id)).set('Authorization', `Bearer ${TEST_OPS_TOKEN}`).send({ reason: 'error', note: 'Wrong figures' });
    expect(withdrawn.status).toBe(200);
    await expect.poll(() => fastly.calls.slice(before).flatMap((call) => call.keys)).toContain(`story:${story.id}`);
    await expect.poll(queuedKeys).toEqual([]);
  });

  it('queues a change once, on the instance that made it, not again where Redis brought it', async () => {
    const writer = await instance(await redisChanges());
    const queuedByReader: string[] = [];
    const readerQueue: Queryable = {
      query: (sql, params) => {
        if (sql.includes('INSERT INTO edge_purges')) queuedByReader.push(sql);
        return db.query(sql, params);
      },
    };
    const reader = await instance(await redisChanges(), readerQueue);
    const story = newsItem({ type: 'sports', subtype: 'Football' });
    const asOf = reader.changes.current();
    await ingest(writer, [story]);
    // The reader has the announcement: its copies of the story are stale.
    await expect.poll(() => reader.changes.changedSince(asOf, storyTags(story.id))).toBe(true);
    await expect.poll(queuedKeys).toEqual([]);
    expect(fastly.purged()).toContain(`story:${story.id}`);
    expect(queuedByReader).toEqual([]);
  });

  it("reports the purges on /metrics: calls by adapter and outcome, and the queue's depth and oldest age", async () => {
    const site = await instance(localContentChanges());
    await ingest(site, [newsItem({ type: 'health', subtype: 'Medicine' })]);
    await expect.poll(queuedKeys).toEqual([]);
    const text = (await request(site.app).get('/metrics')).text;
    expect(text).toMatch(/^xnews_edge_purges_total\{adapter="fastly",outcome="sent"\} [1-9]/m);
    expect(text).toMatch(/^xnews_edge_purged_keys_total\{adapter="fastly"\} [1-9]/m);
    expect(text).toMatch(/^xnews_edge_purge_queue_keys 0$/m);
    expect(text).toMatch(/^xnews_edge_purge_oldest_age_seconds 0$/m);
    expect(fastly.url).toContain(FASTLY_SERVICE_ID);
  });
});
