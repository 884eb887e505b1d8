import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { freshIp, insertNewUser, TEST_PASSWORD } from '../support/accounts';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { startRedis, type RedisUnderTest } from '../../scripts/harness/redis-server';
import { startServer, type RunningServer } from '../../scripts/harness/server-process';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';
import { DESK_API } from '../../shared/desk-api';
import { articlePath } from '../../shared/routes';

/**
 * Scale-out: two built app processes on one PostgreSQL server and one Redis, as behind
 * a load balancer. Runs in the PostgreSQL pass of npm test (TEST_DATABASE_URL; .ci/run sets it):
 * two processes cannot share the embedded database.
 */

const TOKEN = 'cluster-test-ingest-token';
const OPS_TOKEN = 'cluster-test-ops-token';
let db: Database & { url: string };
let redis: RedisUnderTest;
let instances: RunningServer[] = [];
const url = (instance: RunningServer | undefined, path: string) => `http://127.0.0.1:${instance?.port}${path}`;

describe.runIf(TEST_DB_KIND === 'postgres')('two instances on one PostgreSQL and one Redis', () => {
  beforeAll(async () => {
    [db, redis] = await Promise.all([openScratchPostgres(), startRedis()]);
    const env = { DATABASE_URL: db.url, REDIS_URL: redis.url, SEED_DEMO: 'false', INGEST_TOKEN: TOKEN, OPS_TOKEN, AUTH_SECRET: 'cluster-test-secret-of-at-least-32-chars' };
    instances = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    for (const instance of instances) {
      instance.child.kill('SIGKILL');
      await instance.exited;
    }
    await redis?.stop();
    await db?.close();
  });

  it('serves a story ingested through one instance from the other, whose cached page it replaces', async () => {
    const [first, second] = instances;
    const before = await fetch(url(second, '/en/news/list/world'));
    expect(before.status).toBe(200);
    expect(await before.text()).not.toContain('Lock keepers vote to end the strike');
    const ingested = await fetch(url(first, '/api/ingest/news'), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify([newsItem({ title: 'Lock keepers vote to end the strike', type: 'world', subtype: 'Climate', postTime: daysAgo(0.1), trendingScore: 95 })]),
    });
    expect(ingested.status).toBe(200);
    await expect.poll(async () => (await fetch(url(second, '/en/news/list/world'))).text()).toContain('Lock keepers vote to end the strike');
    // The API answer it held may be served once more, stale, while it is fetched again.
    const apiTitles = async () => ((await (await fetch(url(second, '/api/public/xnews/list?lang=en&type=world&size=5'))).json()) as { title: string }[]).map((item) => item.title);
    await expect.poll(apiTitles).toContain('Lock keepers vote to end the strike');
  });

  it('takes a story withdrawn through one instance off the other at once: its cached page answers 410, its list leaves it out', async () => {
    const [first, second] = instances;
    const story = newsItem({ title: 'Quarry expansion approved by the council', type: 'world', subtype: 'Climate', postTime: daysAgo(0.2), trendingScore: 96 });
    const post = (instance: RunningServer | undefined, path: string, token: string, body: unknown) =>
      fetch(url(instance, path), { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post(first, '/api/ingest/news', TOKEN, [story])).status).toBe(200);
    const article = url(second, articlePath('en', story.title, story.id));
    await expect.poll(async () => (await fetch(article)).status).toBe(200);
    await expect.poll(async () => (await fetch(url(second, '/en/news/list/world'))).text()).toContain(story.title);

    expect((await post(first, DESK_API.withdraw(story.id), OPS_TOKEN, { reason: 'legal', note: 'Injunction' })).status).toBe(200);
    // Taken down: not one more copy of the cached page, not even while it is rendered again.
    const page = await fetch(article);
    expect(page.status).toBe(410);
    expect(await page.text()).not.toContain(story.title);
    expect(await (await fetch(url(second, '/en/news/list/world'))).text()).not.toContain(story.title);
    expect((await fetch(url(second, `/api/public/xnews/details/${story.id}?lang=en`))).status).toBe(410);
  });

  it('shares rate limits: five failed logins for one account, spread over both, cut it off on both', async () => {
    const target = await insertNewUser(db);
    const login = (instance: RunningServer | undefined, password: string) =>
      fetch(url(instance, '/api/public/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
        body: JSON.stringify({ email: target.email, password }),
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) statuses.push((await login(instances[attempt % 2], 'wrong-password')).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    expect((await login(instances[0], TEST_PASSWORD)).status).toBe(429);
    expect((await login(instances[1], TEST_PASSWORD)).status).toBe(429);
  });

  it('knows a session opened on one instance on the other, and its end too', async () => {
    const [first, second] = instances;
    const someone = await insertNewUser(db);
    const login = await fetch(url(first, '/api/public/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
      body: JSON.stringify({ email: someone.email, password: TEST_PASSWORD }),
    });
    expect(login.status).toBe(200);
    const cookies = login.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
    const me = await fetch(url(second, '/user/me'), { headers: { cookie: cookies } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: someone.email });

    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
    expect((await fetch(url(second, '/api/public/auth/logout'), { method: 'POST', headers: { cookie: cookies, 'x-xsrf-token': xsrf } })).status).toBe(200);
    expect((await fetch(url(first, '/user/me'), { headers: { cookie: cookies } })).status).toBe(401);
  });
});
