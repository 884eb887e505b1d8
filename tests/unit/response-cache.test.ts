import { describe, expect, it } from 'vitest';
import { withNonce } from '../../server/bff/page-cache';
import { pageCacheKey } from '../../server/bff/page-cache-key';
import { localContentVersion } from '../../server/services/cache/content-version';
import { createResponseCache } from '../../server/services/cache/response-cache';
import type { SharedStore } from '../../server/services/cache/shared-store';

interface Answer {
  text: string;
}
const answer = (text: string): Answer => ({ text });
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheOf = (options: { freshMs?: number; maxSize?: number; shared?: SharedStore } = {}) => {
  const version = localContentVersion();
  const cache = createResponseCache<Answer>({ name: 'test', freshMs: 60_000, maxSize: 1_000, sizeOf: (value) => value.text.length, version, ...options });
  return { cache, version };
};

/** A shared store in a Map, as Redis would be for these purposes. */
function mapStore(): SharedStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
  };
}

describe('createResponseCache', () => {
  it('shares one production among concurrent requests for a key', async () => {
    const { cache } = cacheOf();
    let produced = 0;
    const produce = async () => {
      produced++;
      await tick();
      return answer('one');
    };
    const answers = await Promise.all([cache.fetch('a', produce), cache.fetch('a', produce), cache.fetch('a', produce)]);
    expect(produced).toBe(1);
    expect(answers).toEqual([answer('one'), answer('one'), answer('one')]);
  });

  it('serves a stale answer at once and refreshes it behind', async () => {
    const { cache } = cacheOf({ freshMs: 1 });
    await cache.fetch('a', async () => answer('old'));
    await tick();
    expect(await cache.fetch('a', async () => answer('new'))).toEqual(answer('old'));
    await tick();
    expect(await cache.fetch('a', async () => answer('newer'))).toEqual(answer('new'));
  });

  it('gives every waiting request the failure, and keeps nothing', async () => {
    const { cache } = cacheOf();
    const failing = async (): Promise<Answer> => {
      await tick();
      throw new Error('database down');
    };
    const outcomes = await Promise.allSettled([cache.fetch('a', failing), cache.fetch('a', failing)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.fetch('a', async () => answer('good'))).toEqual(answer('good'));
  });

  it('keeps serving the stale answer while production fails', async () => {
    const { cache } = cacheOf({ freshMs: 1 });
    await cache.fetch('a', async () => answer('good'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await tick();
      expect(await cache.fetch('a', () => Promise.reject(new Error('down')))).toEqual(answer('good'));
    }
  });

  it('drops the least recently used answers beyond its size', async () => {
    const { cache } = cacheOf({ maxSize: 400 });
    let produced = 0;
    const produce = (text: string) => async () => {
      produced++;
      return answer(text);
    };
    await cache.fetch('a', produce('x'.repeat(150)));
    await cache.fetch('b', produce('y'.repeat(150)));
    await cache.fetch('c', produce('z'.repeat(150)));
    await cache.fetch('c', produce('z'));
    expect(produced).toBe(3);
    await cache.fetch('a', produce('x'));
    expect(produced).toBe(4);
  });

  it('produces everything again once the content version moves on, even what was in flight', async () => {
    const { cache, version } = cacheOf();
    await cache.fetch('a', async () => answer('before'));
    const inFlight = cache.fetch('b', async () => {
      await tick(20);
      return answer('b before');
    });
    await version.bump();
    expect(await inFlight).toEqual(answer('b before'));
    expect(await cache.fetch('a', async () => answer('after'))).toEqual(answer('after'));
    expect(await cache.fetch('b', async () => answer('b after'))).toEqual(answer('b after'));
  });

  it('reads what another instance stored in the shared store, and writes there what it produced', async () => {
    const shared = mapStore();
    const first = cacheOf({ shared });
    const second = cacheOf({ shared });
    expect(await first.cache.fetch('a', async () => answer('made once'))).toEqual(answer('made once'));
    expect([...shared.entries.values()]).toEqual([JSON.stringify(answer('made once'))]);
    expect(await second.cache.fetch('a', async () => answer('made twice'))).toEqual(answer('made once'));
  });
});

describe('withNonce', () => {
  it('puts the response nonce in every cut', () => {
    expect(withNonce(['<script nonce="', '"></script><style nonce="', '"></style>'], 'abc')).toBe('<script nonce="abc"></script><style nonce="abc"></style>');
  });
});

describe('pageCacheKey', () => {
  const key = (path: string, size = 9) => pageCacheKey(new URL(`http://x${path}`), size);
  it('separates paths, page sizes and queries, and sorts the query', () => {
    expect(key('/en/news/list/trending')).not.toBe(key('/fr/news/list/trending'));
    expect(key('/en/news/list/trending', 4)).not.toBe(key('/en/news/list/trending', 9));
    expect(key('/en/news/list/trending?page=2')).not.toBe(key('/en/news/list/trending'));
    expect(key('/en/news/list/trending?b=1&page=2')).toBe(key('/en/news/list/trending?page=2&b=1'));
  });
});
