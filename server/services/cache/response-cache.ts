import { LRUCache } from 'lru-cache';
import type { ContentChanges } from './content-changes';
import { collectDependencies, type Reads } from './dependencies';
import type { SharedStore } from './shared-store';

/**
 * Where an answer came from, for /metrics: a current copy (hit); a copy past its freshness
 * window (stale) or one whose content changed since (invalidated), served at once while one
 * production refreshes it; or none, produced while the reader waited (miss), or joined while
 * another request's production was under way (inflight); error when that failed.
 */
export type CacheOutcome = 'hit' | 'stale' | 'invalidated' | 'miss' | 'inflight' | 'error';

export interface ResponseCacheOptions<T> {
  /** Names this cache's keys in the shared store. */
  name: string;
  /**
   * What the values depend on beyond their key and the content (the page cache: the client build
   * its HTML names). Instances of another version neither read nor overwrite each other's copies
   * in the shared store, as during a rolling deploy.
   */
  version?: string;
  /** How long a response is served without producing it again; 0 keeps nothing (benchmarks' uncached figures). */
  freshMs: number;
  /** Upper bound on what this process holds, in the units of sizeOf (characters). */
  maxSize: number;
  sizeOf(value: T): number;
  changes: ContentChanges;
  /** Shared with the other instances; values go through JSON there. */
  shared?: SharedStore;
  onFetch?: (cache: string, outcome: CacheOutcome) => void;
  /**
   * Whether a copy whose content changed is served while it is produced again (pages: a render
   * costs milliseconds of CPU and no reader should wait for one), or produced again first (API
   * answers: a query is cheap, and an API consumer or a search must see what the ingest that
   * just answered wrote). Default true.
   */
  serveChangedCopies?: boolean;
}

export interface ResponseCache<T> {
  /**
   * The response for key: fresh from this process's copy or the shared store; stale (past its
   * freshness, or its content changed) while one produce() refreshes it in the background; or
   * produced now, with concurrent requests for the same key sharing it. When produce() fails, a
   * stale copy is served if there is one (the database may be down); otherwise its error goes to
   * every waiting request.
   * tags name what the response reads (news-tags.ts); the tags of cached answers that produce()
   * uses are added to them, so a page depends on the lists it shows: produce() is given its Reads,
   * and passes it as within to the fetches it makes.
   * within is the Reads of the production this fetch is part of (a page's render reading a list):
   * this answer's tags are added to it, and a changed copy is produced again before it is used,
   * so that the render (already behind a stale page of its own) does not keep old content.
   */
  fetch(key: string, produce: (reads: Reads) => Promise<T>, tags: readonly string[], within?: Reads): Promise<T>;
  /**
   * As fetch, for a response of its own (a page): with the tags it depends on, which its edge keys
   * are made of (decision 037). current: never a changed copy, the fresh one is waited for (an
   * edge's fetch, which would keep what it gets for its s-maxage).
   */
  fetchTagged(key: string, produce: (reads: Reads) => Promise<T>, tags: readonly string[], options?: { current?: boolean }): Promise<Tagged<T>>;
}

export interface Tagged<T> {
  value: T;
  tags: readonly string[];
}

/** A response as kept: the sequence its production started at, and what it read. */
interface Entry<T> {
  value: T;
  asOf: number;
  tags: string[];
}

interface Production<T> {
  produce: (reads: Reads) => Promise<T>;
  tags: readonly string[];
}

function entryOf<T>(json: string | undefined): Entry<T> | undefined {
  if (json === undefined) return undefined;
  const entry = JSON.parse(json) as Partial<Entry<T>>;
  return typeof entry.asOf === 'number' && Array.isArray(entry.tags) && 'value' in entry ? (entry as Entry<T>) : undefined;
}

function outcomeOf<V, C>(status: LRUCache.Status<string, V, C>, invalidated: boolean): CacheOutcome {
  if (status.fetchRejected) return 'error';
  if (invalidated) return 'invalidated';
  if (status.fetch === 'stale' || status.returnedStale) return 'stale';
  return status.fetch === 'hit' || status.fetch === 'miss' || status.fetch === 'inflight' ? status.fetch : 'error';
}

/**
 * Two levels: an LRU in this process (lru-cache, bounded by size), then the shared store, so that
 * one instance's work serves the others. A copy in either level is current while none of its
 * tags changed after its sequence (content-changes.ts): an ingest stales what it touched.
 */
/**
 * The tag announced beside a tag whose content was taken down rather than changed (a withdrawal,
 * decision 033): copies that read it are made anew before anyone is served, not after.
 */
export const takenDownTag = (tag: string) => `!${tag}`;

export function createResponseCache<T extends object>(options: ResponseCacheOptions<T>): ResponseCache<T> {
  const { name, version, freshMs, maxSize, sizeOf, changes, shared, onFetch, serveChangedCopies = true } = options;
  // Nothing is kept: what it reads goes only to what reads it.
  if (freshMs === 0) {
    const fetchTagged = async (_key: string, produce: (reads: Reads) => Promise<T>, tags: readonly string[]) => collectDependencies(changes.current(), tags, produce);
    return {
      fetchTagged,
      async fetch(key, produce, tags, within) {
        const { value, tags: read } = await fetchTagged(key, produce, tags);
        within?.add(read);
        return value;
      },
    };
  }
  const sharedPrefix = version === undefined ? `${name}:` : `${name}@${version}:`;
  const isCurrent = (entry: Entry<T>) => !changes.changedSince(entry.asOf, entry.tags);
  // What the desk took down (a withdrawal) must not be shown again, not even once while the copy is made anew.
  const isTakenDown = (entry: Entry<T>) => changes.changedSince(entry.asOf, entry.tags.map(takenDownTag));
  const local = new LRUCache<string, Entry<T>, Production<T>>({
    maxSize,
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value) + entry.tags.reduce((total, tag) => total + tag.length, 0)),
    ttl: freshMs,
    allowStale: true,
    // Eviction aborts what is in flight; the requests waiting on it get it all the same.
    ignoreFetchAbort: true,
    fetchMethod: async (key, stale, { context }) => {
      try {
        const held = entryOf<T>(await shared?.get(`${sharedPrefix}${key}`));
        if (held && isCurrent(held)) return held;
        const entry = await collectDependencies(changes.current(), context.tags, context.produce);
        void shared?.set(`${sharedPrefix}${key}`, JSON.stringify(entry), freshMs);
        return entry;
      } catch (error) {
        // A failed refresh keeps the stale copy, taken as current for another freshMs: while the
        // database is down, readers get the last good response and the database one attempt per
        // key and freshMs. A later change stales it again.
        if (stale !== undefined) return { ...stale, asOf: changes.current() };
        throw error;
      }
    },
  });
  const fetchEntry = async (key: string, produce: (reads: Reads) => Promise<T>, tags: readonly string[], within?: Reads, current = false): Promise<Entry<T>> => {
    const held = local.peek(key, { allowStale: true });
    const invalidated = held !== undefined && !isCurrent(held);
    const status: LRUCache.Status<string, Entry<T>, Production<T>> = {};
    // A reader gets a changed copy at once while it is produced again (where the cache serves
    // changed copies); a render that reads it (already behind a stale page of its own) waits,
    // so that it does not keep old content.
    const waitForChange = invalidated && (current || !serveChangedCopies || within !== undefined || isTakenDown(held));
    const entry = await local
      .fetch(key, { context: { produce, tags }, status, forceRefresh: invalidated, allowStale: !waitForChange })
      .finally(() => onFetch?.(name, outcomeOf(status, invalidated)));
    // fetchMethod never resolves undefined; lru-cache's type allows it for other uses.
    if (entry === undefined) throw new Error(`response cache ${name}: nothing produced for ${key}`);
    return entry;
  };
  return {
    fetchTagged: (key, produce, tags, options) => fetchEntry(key, produce, tags, undefined, options?.current),
    async fetch(key, produce, tags, within) {
      const entry = await fetchEntry(key, produce, tags, within);
      // A current answer reflects its tags' content as of now, however long ago it was produced,
      // so it makes what reads it no older; a changed copy (a reader's, or one kept through a
      // failed refresh) does. Taking its production's sequence instead made a page that read an
      // old but current answer (a story's details) stale for good once any other tag it read
      // changed after that answer was produced: every render of it was out of date at once.
      within?.add(entry.tags, isCurrent(entry) ? undefined : entry.asOf);
      return entry.value;
    },
  };
}
