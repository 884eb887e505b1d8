import { MemoryStore, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../../logger';
import { FailoverStore } from './failover-store';
import { connectRedis, redisHostOf } from './redis-client';

/**
 * Makes the store of one rate limiter; express-rate-limit wants a store of its own for each,
 * and the prefix keeps their keys apart where they share a Redis.
 */
export type RateLimitStores = (prefix: string) => Store;

/** Counts in this process: one instance, tests, and development. */
export const memoryStores: RateLimitStores = () => new MemoryStore();

/**
 * Counts in Redis, which every instance shares (REDIS_URL); in this process while Redis is down.
 * Keys are namespace + limiter + the hashed client or address.
 */
export function redisStores(redis: Redis, logger: Logger, namespace = 'xnews:rl:'): RateLimitStores {
  return (prefix) =>
    new FailoverStore(
      new RedisStore({
        prefix: `${namespace}${prefix}:`,
        sendCommand: (command: string, ...args: string[]) => redis.call(command, ...args) as Promise<RedisReply>,
      }),
      new MemoryStore(),
      logger,
      prefix,
    );
}

/** Redis-backed stores when REDIS_URL is set, in-process ones otherwise; the client is returned to be closed. */
export async function createRateLimitStores(redisUrl: string | undefined, logger: Logger): Promise<{ stores: RateLimitStores; redis: Redis | undefined }> {
  if (!redisUrl) {
    logger.info({ rateLimit: { store: 'memory' } }, 'REDIS_URL is unset: rate limits count in this process (set it when running several instances)');
    return { stores: memoryStores, redis: undefined };
  }
  const redis = await connectRedis(redisUrl, logger);
  logger.info({ rateLimit: { store: 'redis', host: redisHostOf(redisUrl) } }, 'rate limits count in redis, shared by every instance');
  return { stores: redisStores(redis, logger), redis };
}
