import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';
import type { SharedStore } from './shared-store';

export interface ResponseCacheOptions<T> {
  /** Names this cache's keys in the shared store. */
  name: string;
  /** How long a response is served without producing it again; 0 keeps nothing (benchmarks' uncached figures). */
  freshMs: number;
  /** Upper bound on what this process holds, in the units of sizeOf (characters). */
  maxSize: number;
  sizeOf(value: T): number;
  version: ContentVersion;
  /** Shared with the other instances; values go through JSON there. */
  shared?: SharedStore;
  /** Told where each answer came from (lru-cache's words: hit, stale, miss, inflight…), for /metrics. */
  onFetch?: (cache: string, outcome: string) => void;
}

export interface ResponseCache<T> {
  /**
   * The response for key: fresh from this process's copy or the shared store; stale while one
   * produce() refreshes it in the background; or produced now, with concurrent requests for the
   * same key sharing it. When produce() fails, a stale copy is served if there is one (the
   * database may be down); otherwise its error goes to every waiting request.
   */
  fetch(key: string, produce: () => Promise<T>): Promise<T>;
}

/**
 * Two levels: an LRU in this process (lru-cache, bounded by size), then the shared store, so that
 * one instance's work serves the others. Keys carry the content version, and this process drops
 * its copies when the version changes.
 */
export function createResponseCache<T extends object>(options: ResponseCacheOptions<T>): ResponseCache<T> {
  const { name, freshMs, maxSize, sizeOf, version, shared, onFetch } = options;
  if (freshMs === 0) return { fetch: (_key, produce) => produce() };
  const local = new LRUCache<string, T, () => Promise<T>>({
    maxSize,
    sizeCalculation: (value) => Math.max(1, sizeOf(value)),
    ttl: freshMs,
    allowStale: true,
    // clear() and eviction abort what is in flight; the requests waiting on it get it all the
    // same (keys carry the content version, so an old answer is never served as a new one).
    ignoreFetchAbort: true,
    // A failed refresh keeps the stale copy, for another freshMs: while the database is down,
    // readers get the last good response and the database one attempt per key and freshMs.
    fetchMethod: async (key, stale, { context }) => {
      try {
        const held = await shared?.get(`${name}:${key}`);
        if (held !== undefined) return JSON.parse(held) as T;
        const value = await context();
        void shared?.set(`${name}:${key}`, JSON.stringify(value), freshMs);
        return value;
      } catch (error) {
        if (stale !== undefined) return stale;
        throw error;
      }
    },
  });
  version.onChange(() => local.clear());
  return {
    async fetch(key, produce) {
      const status: LRUCache.Status<string, T, () => Promise<T>> = {};
      const value = await local.fetch(`${version.current()}|${key}`, { context: produce, status }).finally(() =>
        onFetch?.(name, status.fetchRejected ? 'error' : (status.fetch ?? 'error')),
      );
      // fetchMethod never resolves undefined; lru-cache's type allows it for other uses.
      if (value === undefined) throw new Error(`response cache ${name}: nothing produced for ${key}`);
      return value;
    },
  };
}
