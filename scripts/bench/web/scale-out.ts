import { migrate } from '../../../server/db/migrate';
import { trendingPath } from '../../../shared/routes';
import { seedDemo } from '../../../demo/seed-demo';
import { startRedis } from '../../harness/redis-server';
import { startServer, type RunningServer } from '../../harness/server-process';
import { autocannon, mergedKinds, type LoadResult } from '../load-test';
import { openScratchPostgres } from '../scratch-databases';

export interface ScaleOut {
  path: string;
  one: LoadResult;
  /** Two instances, each under half the connections at the same time, summed. */
  two: LoadResult;
  soakSeconds: number;
  /** Resident memory of the instance before and after the soak, in MiB. */
  rssBeforeMiB: number;
  rssAfterMiB: number;
  soak: LoadResult;
}

async function rssMiB(instance: RunningServer): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${instance.port}/metrics`)).text();
  const bytes = Number(/^process_resident_memory_bytes (\d+)/m.exec(text)?.[1]);
  return bytes / 1024 / 1024;
}

/** Two autocannon runs at once, one per instance, reported as one generator's sum. */
async function againstBoth(label: string, urls: [string, string], options: { connections: number; durationSeconds: number }): Promise<LoadResult> {
  const half = { ...options, connections: Math.max(1, Math.floor(options.connections / 2)) };
  const [a, b] = await Promise.all(urls.map((url) => autocannon(label, url, half)));
  if (!a || !b) throw new Error('autocannon gave no result');
  return { target: label, requestsPerSecond: a.requestsPerSecond + b.requestsPerSecond, p50: Math.max(a.p50, b.p50), p99: Math.max(a.p99, b.p99), failures: a.failures + b.failures, failureKinds: mergedKinds(a.failureKinds, b.failureKinds) };
}

/**
 * The built server as operators run it, on a scratch PostgreSQL database with the demo set and
 * a Redis of its own: one instance against two (each process on its own, as behind a load
 * balancer, the load split between them), then one instance's memory over a longer run.
 */
export async function measureScaleOut(
  postgresUrl: string,
  options: { connections: number; durationSeconds: number; soakSeconds: number },
  log: (message: string) => void,
): Promise<ScaleOut> {
  const scratch = await openScratchPostgres(postgresUrl);
  const redis = await startRedis();
  const instances: RunningServer[] = [];
  try {
    await migrate(scratch.db);
    await seedDemo(scratch.db);
    const env = { DATABASE_URL: scratch.url ?? '', REDIS_URL: redis.url, SEED_DEMO: 'false', AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' };
    instances.push(await startServer(env), await startServer(env));
    const [first, second] = instances as [RunningServer, RunningServer];
    const path = trendingPath('en');
    const at = (instance: RunningServer) => `http://127.0.0.1:${instance.port}${path}`;
    for (const instance of instances) await fetch(at(instance));
    log(`scale-out: one instance, ${options.connections} connections, ${options.durationSeconds} s`);
    const one = await autocannon(`one instance, ${path}`, at(first), options);
    log('scale-out: two instances, half the connections each, at once');
    const two = await againstBoth(`two instances, ${path}`, [at(first), at(second)], options);
    const rssBeforeMiB = await rssMiB(first);
    log(`scale-out: ${options.soakSeconds} s on one instance, for its memory`);
    const soak = await autocannon(`one instance for ${options.soakSeconds} s, ${path}`, at(first), { connections: options.connections, durationSeconds: options.soakSeconds });
    return { path, one, two, soakSeconds: options.soakSeconds, rssBeforeMiB, rssAfterMiB: await rssMiB(first), soak };
  } finally {
    for (const instance of instances) {
      instance.child.kill('SIGTERM');
      await instance.exited;
    }
    await redis.stop();
    await scratch.dispose();
  }
}
