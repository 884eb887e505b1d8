import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import type { Logger } from '../../logger';

/** How long a command may take before it counts as failed, and how long start-up waits for Redis. */
export const REDIS_TIMEOUTS = { commandMs: 500, connectMs: 2_000 } as const;
/** A Redis that stays down is reported this often, not on every reconnection attempt. */
const ERROR_LOG_INTERVAL_MS = 60_000;

/** The server part of a Redis URL, for log lines: never its password. */
export function redisHostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return 'an unparsable REDIS_URL';
  }
}

/**
 * A Redis client that fails fast instead of queueing: with the offline queue off, a command
 * while disconnected fails at once, and one to a server that hangs fails after commandMs. What
 * uses it (the rate-limit stores, the response caches) then falls back to this process, so a
 * Redis outage never holds a request.
 * It keeps reconnecting in the background. Start-up waits up to connectMs for it, then goes on.
 */
export async function connectRedis(url: string, logger: Logger, timeouts: { commandMs: number; connectMs: number } = REDIS_TIMEOUTS): Promise<Redis> {
  const host = redisHostOf(url);
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: timeouts.commandMs,
    connectTimeout: timeouts.connectMs,
    retryStrategy: (attempt) => Math.min(attempt * 250, 5_000),
  });
  let lastLogged = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastLogged < ERROR_LOG_INTERVAL_MS) return;
    lastLogged = Date.now();
    logger.warn({ redis: { host }, reason: error.message }, 'redis unavailable: reconnecting in the background');
  });
  redis.on('ready', () => logger.info({ redis: { host } }, 'redis connected'));
  const waited = await Promise.race([
    // Not events.once: that rejects on the first 'error', and a refused connection is one.
    new Promise<true>((resolve) => redis.once('ready', () => resolve(true))),
    sleep(timeouts.connectMs, false as const, { ref: false }),
  ]);
  if (!waited) logger.warn({ redis: { host } }, `redis not ready within ${timeouts.connectMs} ms: starting anyway, rate limits and caches stay in this process until it is`);
  return redis;
}
