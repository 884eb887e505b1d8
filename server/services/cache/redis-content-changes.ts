import { setTimeout as sleep } from 'node:timers/promises';
import type { Redis } from 'ioredis';
import type { Logger } from '../../logger';
import { REDIS_TIMEOUTS } from '../redis/connect-redis';
import { createChangeLog } from './change-log';
import type { ContentChanges } from './content-changes';

const SEQUENCE_KEY = 'xnews:content-sequence';
const CHANNEL = 'xnews:content-changes';

/**
 * A sequence no one has used yet, above what this instance knows: a Redis that restarted empty
 * starts again from there, never below sequences already handed out.
 */
const FRESH_SEQUENCE = `local seq = tonumber(redis.call('GET', KEYS[1]) or '0')
local known = tonumber(ARGV[1])
if seq < known then seq = known end
seq = seq + 1
redis.call('SET', KEYS[1], seq)
return seq`;

function announcementOf(message: string): { seq: number; tags: string[] } | undefined {
  try {
    const parsed = JSON.parse(message) as { seq?: unknown; tags?: unknown };
    if (typeof parsed.seq !== 'number' || !Array.isArray(parsed.tags) || !parsed.tags.every((tag) => typeof tag === 'string')) return undefined;
    return { seq: parsed.seq, tags: parsed.tags as string[] };
  } catch {
    return undefined;
  }
}

/**
 * The content changes of every instance: the sequence is a counter in Redis, and each change
 * (its sequence and tags) is announced on a channel, so every instance stales exactly what it
 * touched at once. On every (re)connection, when announcements may have been missed, an
 * instance takes a fresh sequence and treats everything it made before as changed: the
 * all-or-nothing fallback, served stale while rendered again. While Redis is down, a change
 * stales this instance's copies of what it touched, and the others' copies age out (logged).
 */
export async function redisContentChanges(redis: Redis, logger: Logger): Promise<ContentChanges> {
  const log = createChangeLog();
  let seq = 0;
  const resync = async () => {
    try {
      const fresh = Number(await redis.eval(FRESH_SEQUENCE, 1, SEQUENCE_KEY, String(seq)));
      log.forgetBefore(fresh);
      seq = Math.max(seq, fresh);
    } catch {
      // Still down; the next 'ready' tries again.
    }
  };

  const subscriber = redis.duplicate();
  subscriber.on('error', () => undefined); // connectRedis's client reports the outage once
  subscriber.on('message', (_channel: string, message: string) => {
    const announcement = announcementOf(message);
    if (!announcement) return void resync();
    log.record(announcement.seq, announcement.tags);
    seq = Math.max(seq, announcement.seq);
  });
  // After subscribing: what was announced before is covered by the fresh sequence, what after by the channel.
  const subscribed = new Promise<void>((resolve) => {
    subscriber.on('ready', () => void subscriber.subscribe(CHANNEL).then(resync, () => undefined).then(resolve));
  });
  redis.on('ready', () => void resync());
  // Start-up waits for it as long as connectRedis waited for Redis; without it, this instance starts on its own.
  await Promise.race([subscribed, sleep(REDIS_TIMEOUTS.connectMs, undefined, { ref: false })]);

  return {
    current: () => seq,
    changedSince: (asOf, tags) => log.changedSince(asOf, tags),
    async announce(tags) {
      try {
        const next = await redis.incr(SEQUENCE_KEY);
        log.record(next, tags);
        seq = Math.max(seq, next);
        await redis.publish(CHANNEL, JSON.stringify({ seq: next, tags }));
      } catch (error) {
        logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'Redis unreachable: content changes staled this instance only');
        seq++;
        log.record(seq, tags);
      }
    },
    close: async () => void (await subscriber.quit().catch(() => subscriber.disconnect())),
  };
}
