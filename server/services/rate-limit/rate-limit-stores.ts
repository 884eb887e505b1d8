import { MemoryStore, type Store } from 'express-rate-limit';
import type { Redis } from 'ioredis';
import { RedisStore, type RedisReply } from 'rate-limit-redis';
import type { Logger } from '../../logger';
import { FailoverStore } from './failover-store';

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
