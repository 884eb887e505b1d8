import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import type { ContentVersion } from './content-version';

const VERSION_KEY = 'xnews:content-version';
const CHANNEL = 'xnews:content-changed';

/**
 * The content version shared by every instance: a counter in Redis, announced on a channel so
 * that each instance drops its own copies at once. While Redis is down, a write still moves this
 * instance on (a local step, logged), and every instance reads the counter again on reconnect.
 */
export async function redisContentVersion(redis: Redis, logger: Logger): Promise<ContentVersion> {
  const listeners: (() => void)[] = [];
  let shared = '0';
  let localSteps = 0;
  const current = () => (localSteps === 0 ? shared : `${shared}+${localSteps}`);
  const changeTo = (next: string) => {
    if (next === current()) return;
    [shared, localSteps] = [next, 0];
    for (const listener of listeners) listener();
  };
  const readShared = async () => {
    try {
      changeTo((await redis.get(VERSION_KEY)) ?? '0');
    } catch {
      // Still down; the next 'ready' reads it.
    }
  };

  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined); // connectRedis's client reports the outage once
  subscriber.on('message', (_channel: string, version: string) => changeTo(version));
  // On every (re)connection: announcements may have been missed while it was away.
  subscriber.on('ready', () => {
    void subscriber.subscribe(CHANNEL).catch(() => undefined);
    void readShared();
  });
  redis.on('ready', () => void readShared());
  await readShared();

  return {
    current,
    async bump() {
      try {
        const next = String(await redis.incr(VERSION_KEY));
        await redis.publish(CHANNEL, next);
        changeTo(next);
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'Redis unreachable: content version moved on this instance only');
        localSteps++;
        for (const listener of listeners) listener();
      }
    },
    onChange: (listener) => void listeners.push(listener),
    close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
  };
}
