import { Redis } from 'ioredis';
import type { Logger } from '../../logger';

/**
 * A Redis client that never makes a request wait on Redis: commands fail at once while it is
 * disconnected (no offline queue) or after a short timeout, and it reconnects by itself. Callers
 * fall back to what this process has. One warning when Redis goes, one line when it is back.
 */
export function connectRedis(url: string, logger: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 500,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error.message }, 'Redis unreachable: serving from the in-process cache until it is back');
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    logger.info('Redis is back: shared cache in use again');
  });
  return redis;
}
