import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Queryable } from '../../../server/db/database';
import { DESK_API } from '../../../shared/desk-api';
import { articlePath } from '../../../shared/routes';
import { cacheOutcomes } from '../../harness/cache-outcomes';
import { startRedis } from '../../harness/redis-server';
import { startServer, type RunningServer } from '../../harness/server-process';

export interface WithdrawalTimings {
  /** Per withdrawal: milliseconds from A's answer to B's first 410. */
  millis: number[];
  /** Per withdrawal: B's requests until its 410 (1: the first one after the answer already was). */
  polls: number[];
  /** Withdrawals whose page B never answered 410 for within the give-up time. */
  neverGone: number;
}

export interface WithdrawalOptions {
  /** The scratch database both instances run on. */
  databaseUrl: string;
  trials: number;
  /** B is asked again this long after its last request began. */
  pollMs: number;
  giveUpMs: number;
  log: (message: string) => void;
}

const OPS_TOKEN = 'bench-desk-ops-token-0123456789';

async function pageHits(instance: RunningServer): Promise<number> {
  return cacheOutcomes(await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text(), 'page').hit ?? 0;
}

/** GETs the page on B until B's page cache answers it from its copy (a hit), so the 410 must replace a cached page. */
async function warm(instance: RunningServer, url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const before = await pageHits(instance);
    const response = await fetch(url);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status} before its withdrawal`);
    if ((await pageHits(instance)) > before) return;
    await sleep(20);
  }
  throw new Error(`${url} was never served from the page cache`);
}

/** POSTs the withdrawal to A, waiting out the desk's rate limit (60 changes a minute) if it answers 429; resolves when A's answer is in. */
async function withdraw(instance: RunningServer, id: string): Promise<void> {
  for (;;) {
    const response = await fetch(`http://127.0.0.1:${instance.port}${DESK_API.withdraw(id)}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'legal', note: 'Withdrawn by the desk benchmark' }),
    });
    const body = await response.text();
    if (response.status === 200) return;
    if (response.status !== 429) throw new Error(`withdrawing ${id} answered ${response.status}: ${body.slice(0, 300)}`);
    await sleep(1000 * Number(response.headers.get('retry-after') ?? 5));
  }
}

/**
 * Two built instances (dist/server.js, as operators run it) on one PostgreSQL database and one
 * redis-server. For each of `trials` live stories: B's article page is warmed until B serves it
 * from its page cache; the story is withdrawn through A's desk API; from the moment A's answer is
 * in, B's page is asked for every pollMs until it answers 410.
 */
export async function measureWithdrawalToGone(db: Queryable, options: WithdrawalOptions): Promise<WithdrawalTimings> {
  const stories = await db.query<{ id: string; title: string }>(
    `SELECT s.id, v.title FROM stories s JOIN story_versions v ON v.story_id = s.id AND v.lang = 'en'
      WHERE s.withdrawn_at IS NULL AND NOT EXISTS (SELECT 1 FROM story_pins p WHERE p.story_id = s.id)
      ORDER BY s.created_at DESC, s.id DESC LIMIT $1`,
    [options.trials],
  );
  if (stories.length < options.trials) throw new Error(`only ${stories.length} live stories for ${options.trials} withdrawals`);
  const redis = await startRedis();
  const instances: RunningServer[] = [];
  try {
    const env = { DATABASE_URL: options.databaseUrl, REDIS_URL: redis.url, SEED_DEMO: 'false', OPS_TOKEN, AUTH_SECRET: 'bench-desk-secret-of-at-least-32-characters' };
    instances.push(...(await Promise.all([startServer(env), startServer(env)])));
    const [a, b] = instances as [RunningServer, RunningServer];
    const result: WithdrawalTimings = { millis: [], polls: [], neverGone: 0 };
    for (const [index, story] of stories.entries()) {
      const url = `http://127.0.0.1:${b.port}${articlePath('en', story.title, story.id)}`;
      await warm(b, url);
      await withdraw(a, story.id);
      const answered = performance.now();
      let polls = 0;
      for (;;) {
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        polls += 1;
        if (response.status === 410) {
          result.millis.push(performance.now() - answered);
          result.polls.push(polls);
          break;
        }
        if (response.status !== 200) throw new Error(`${url} answered ${response.status} after its withdrawal`);
        if (performance.now() - answered > options.giveUpMs) {
          result.neverGone += 1;
          break;
        }
        await sleep(Math.max(0, options.pollMs - (performance.now() - started)));
      }
      if ((index + 1) % 10 === 0) options.log(`withdrawals: ${index + 1} of ${stories.length}`);
    }
    return result;
  } finally {
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await redis.stop();
  }
}
