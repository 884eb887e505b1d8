/** The edges a change can be purged at (EDGE_PURGE). */
export const EDGE_KINDS = ['varnish', 'fastly', 'cloudflare'] as const;
export type EdgeKind = (typeof EDGE_KINDS)[number];

/** What became of one purge call: the edge took every key, or it did not and they go again later. */
export type PurgeOutcome = { ok: true } | { ok: false; reason: string; retryAfterMs?: number };

/** One edge's purge-by-key API (decision 038). */
export interface EdgeAdapter {
  readonly kind: EdgeKind;
  /** The most keys one call takes: the purger merges queued keys up to it. */
  readonly maxKeys: number;
  /** Purges these keys (soft, where the edge can: a stale copy may still be served while refetched). Never throws. */
  purge(keys: readonly string[], signal: AbortSignal): Promise<PurgeOutcome>;
}
