import type { Redis } from 'ioredis';
import type { SharedStore } from './shared-store';

/** The shared store in Redis under a prefix. A Redis error is a miss; connectRedis logs the outage. */
export function redisSharedStore(redis: Redis, prefix = 'xnews:cache:'): SharedStore {
  return {
    async get(key) {
      try {
        return (await redis.get(prefix + key)) ?? undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(prefix + key, value, 'PX', ttlMs);
      } catch {
        // The next request produces it again; nothing is lost but a little work.
      }
    },
  };
}
