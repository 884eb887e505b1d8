import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A rendered page as stored: its status and HTML, or the permanent redirect the route asked for. */
export type RenderedPage = { status: number; html: string } | { redirect: string };

/**
 * Stands in for the CSP nonce while a page is rendered for the cache. Every response swaps in
 * its own fresh nonce (withNonce), so a cached page never repeats one. Random per process, so no
 * story text can contain it by chance or design.
 */
export const NONCE_PLACEHOLDER = randomBytes(16).toString('base64');

export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}

/** A render that must not be kept (its data failed to load, or it was cut off); it is still the answer to this request. */
export class UncacheablePage extends Error {
  constructor(readonly page: RenderedPage, reason: string) {
    super(reason);
  }
}

export interface PageCacheOptions {
  /** How long a page is served without rendering it again. */
  freshMs: number;
  /** Upper bound on the HTML held, in characters. */
  maxChars: number;
}

export interface PageCache {
  /**
   * The page for key: fresh from the cache; or stale while one render refreshes it in the
   * background; or rendered now, with concurrent requests for the same key sharing that render.
   * When rendering fails or is uncacheable, a stale copy is served if there is one (the database
   * may be down), else the render's own page.
   */
  fetch(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage>;
  /** Drops every page, e.g. after an ingest changed what lists and articles show. */
  clear(): void;
}

const sizeOf = (page: RenderedPage) => ('html' in page ? page.html.length : page.redirect.length) + 64;

/** The in-process page cache: least recently used pages go first once maxChars is reached. */
export function createPageCache({ freshMs, maxChars }: PageCacheOptions): PageCache {
  const cache = new LRUCache<string, RenderedPage, () => Promise<RenderedPage>>({
    maxSize: maxChars,
    sizeCalculation: sizeOf,
    ttl: freshMs,
    allowStale: true,
    // A failed render keeps the stale copy, for another freshMs: while the database is down,
    // readers get the last good page and the database gets one attempt a minute, not a stampede.
    // Without a copy the failure goes to every waiting request, each sending the failure's page.
    fetchMethod: async (_key, stale, { context }) => {
      try {
        return await context();
      } catch (error) {
        if (stale !== undefined) return stale;
        throw error;
      }
    },
  });
  return {
    async fetch(key, render) {
      const page = await cache.fetch(key, { context: render });
      // fetchMethod never resolves undefined; lru-cache's type allows it for other uses.
      if (page === undefined) throw new Error(`page cache: no page for ${key}`);
      return page;
    },
    clear: () => cache.clear(),
  };
}
