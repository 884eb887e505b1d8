import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/database';
import { FAILOVER_RETRY_MS } from '../../server/services/rate-limit/failover-store';
import { connectRedis, REDIS_TIMEOUTS } from '../../server/services/redis/connect-redis';
import { redisStores, type RateLimitStores } from '../../server/services/rate-limit/rate-limit-stores';
import { freshIp, insertNewUser, uniqueEmail } from '../support/accounts';
import { capturingLogger } from '../support/capturing-logger';
import { startSilentServer, unusedPort } from '../support/smtp-server';
import { startRedis, type RedisUnderTest } from '../../scripts/harness/redis-server';
import { openTestDatabase } from '../support/test-database';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The limits in the store that instances share: a real redis-server of this file's own, and two
 * app instances sharing one count, as two processes would.
 */
let redisServer: RedisUnderTest;

const { logger, lines: logLines } = capturingLogger('info');
const logged = (text: string) => logLines.filter((line) => line.includes(text));

let db: Database;
const redisClients: Redis[] = [];
const apps: TestApp[] = [];
/** A key space of this run's own, so that runs never see each other's counts. */
const namespace = `xnews-test:${randomBytes(4).toString('hex')}:rl:`;

async function redisFor(url: string, timeouts = { commandMs: 300, connectMs: 500 }): Promise<Redis> {
  const client = await connectRedis(url, logger, timeouts);
  redisClients.push(client);
  return client;
}

async function appWith(stores: RateLimitStores): Promise<TestApp> {
  const app = await createTestApp({ db, rateLimitStores: stores, logger });
  apps.push(app);
  return app;
}

/** Stores that note every key they are asked to count, as limiter:key. */
function recordingKeys(stores: RateLimitStores, keys: string[]): RateLimitStores {
  return (prefix) => {
    const inner = stores(prefix);
    const recording: Store = {
      localKeys: inner.localKeys ?? false,
      prefix,
      init: (options) => inner.init?.(options),
      increment: (key) => {
        keys.push(`${prefix}:${key}`);
        return inner.increment(key);
      },
      decrement: (key) => inner.decrement(key),
      resetKey: (key) => inner.resetKey(key),
    };
    return recording;
  };
}

beforeAll(async () => {
  [db, redisServer] = await Promise.all([openTestDatabase(), startRedis()]);
});
afterAll(async () => {
  for (const client of redisClients) client.disconnect();
  await Promise.all(apps.map((app) => app.close()));
  await db.close();
  await redisServer.stop();
});

const login = (app: TestApp, email: string | null, password: string, ip = freshIp()) =>
  request(app.app).post('/api/public/auth/login').set('X-Forwarded-For', ip).send({ email, password });

describe('rate limits on the Redis store', () => {
  let instances: [TestApp, TestApp];
  let redis: Redis;

  beforeAll(async () => {
    // The server's own timeouts, not the short ones of the outage tests below: on a busy machine
    // a command can take longer than 300 ms, and each instance would then count alone, by design.
    redis = await redisFor(redisServer.url, REDIS_TIMEOUTS);
    // Two instances, each with its own stores, sharing Redis as two processes would.
    instances = [await appWith(redisStores(redis, logger, namespace)), await appWith(redisStores(redis, logger, namespace))];
  });

  it('cut off an account after 5 failures spread over the instances', async () => {
    const user = await insertNewUser(db);
    for (let n = 0; n < 5; n += 1) expect((await login(instances[n % 2] as TestApp, user.email, `wrong-${n}`)).status).toBe(401);
    expect((await login(instances[0], user.email, user.password)).status).toBe(429);
    expect((await login(instances[1], user.email, user.password)).status).toBe(429);
  });

  it('count 10 logins a minute per network over the instances', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let n = 0; n < 11; n += 1) statuses.push((await login(instances[n % 2] as TestApp, uniqueEmail('ip'), 'guess', ip)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('keep no address in the store: keys are hashes', async () => {
    const keys: string[] = [];
    const app = await appWith(recordingKeys(redisStores(redis, logger, namespace), keys));
    const email = uniqueEmail('hashed');
    await request(app.app).post('/auth/resetpassword').query({ email }).set('X-Forwarded-For', freshIp());
    await login(app, email, 'wrong');
    expect(keys.filter((key) => key.startsWith('reset:') || key.startsWith('login-account:'))).toHaveLength(2);
    for (const key of keys) expect(key).toMatch(/^[\w-]+:[\w.:-]+$/);
    expect(keys.join(' ')).not.toContain('@');
    const stored = await redis.keys(`${namespace}*`);
    expect(stored.some((key) => key.startsWith(`${namespace}reset:`))).toBe(true);
    expect(stored.join(' ')).not.toContain('@');
  });
});

describe('a Redis that fails', () => {
  it('refused: limits go on in the process, one warning is logged, and requests are not held', async () => {
    const broken = await redisFor(`redis://127.0.0.1:${await unusedPort()}`);
    const app = await appWith(redisStores(broken, logger, namespace));
    const user = await insertNewUser(db);
    const started = Date.now();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n += 1) statuses.push((await login(app, user.email, `wrong-${n}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(logged('rate limits: redis failed, counting in this process until it is back').length).toBeGreaterThanOrEqual(1);
    // The site itself is up.
    expect((await request(app.app).get('/api/public/nav/en')).status).toBe(200);
  });

  it('hung: one command timeout, then the stand-in at once', async () => {
    const silent = await startSilentServer();
    try {
      // A command timeout long next to a login on a busy machine, so that "waited for Redis" and
      // "did not" stay apart however slow the machine is, with no absolute time to miss.
      const commandMs = 3_000;
      const hung = await redisFor(silent.url.replace('smtp:', 'redis:'), { commandMs, connectMs: 300 });
      const app = await appWith(redisStores(hung, logger, namespace));
      const times: number[] = [];
      for (let n = 0; n < 4; n += 1) {
        const started = Date.now();
        expect((await login(app, uniqueEmail('hung'), 'guess')).status).toBe(401);
        times.push(Date.now() - started);
      }
      // At most one command timeout is waited out (by the store's start or the first login);
      // after it, no login waits for Redis at all.
      expect(times[0]).toBeLessThan(2 * commandMs);
      expect(Math.max(...times.slice(1))).toBeLessThan(commandMs);
    } finally {
      await silent.close();
    }
  });

  it('gone and back: counts go to the process meanwhile, then to Redis again', async () => {
    const client = await redisFor(redisServer.url);
    const app = await appWith(redisStores(client, logger, namespace));
    const user = await insertNewUser(db);
    expect((await login(app, user.email, 'wrong-1')).status).toBe(401);
    // Closed for good before going on: the socket closes a moment after disconnect(), and a
    // busy machine can stretch that moment past the next request, and past connect() below.
    const ended = once(client, 'end');
    client.disconnect();
    await ended;
    expect((await login(app, user.email, 'wrong-2')).status).toBe(401);
    expect(logged('redis failed').length).toBeGreaterThanOrEqual(1);
    await client.connect();
    // FailoverStore leaves Redis alone for 5 s after a failure, then goes back to it: the clock
    // is moved past that window rather than waited out.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + FAILOVER_RETRY_MS + 200 });
    try {
      expect((await login(app, user.email, 'wrong-3')).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(logged('rate limits: redis is back, counting there again').length).toBeGreaterThanOrEqual(1);
  });
});
