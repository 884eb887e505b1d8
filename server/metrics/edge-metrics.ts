import { Counter, Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/database';
import { purgeQueueState } from '../db/edge/edge-purge-queue';

export interface EdgeMetrics {
  /** Purge calls to the edge, by adapter and outcome: sent, failed (and retried). */
  purges: Counter<'adapter' | 'outcome'>;
  /** Keys the edge took, by adapter. */
  purgedKeys: Counter<'adapter'>;
}

/**
 * The edge purge's Prometheus metrics (decision 038), in the app's registry. The queue's depth
 * and its oldest key's age are read from the database at each scrape, so every instance reports
 * the one queue they share; a growing age is an edge that has stopped taking purges.
 */
export function createEdgeMetrics(registry: Registry, db: Queryable | undefined): EdgeMetrics {
  const registers = [registry];
  const queueGauge = (name: string, help: string, read: (state: Awaited<ReturnType<typeof purgeQueueState>>) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        if (!db) return;
        // A database that is down leaves the last value: the scrape still answers.
        const state = await purgeQueueState(db).catch(() => undefined);
        if (state) this.set(read(state));
      },
    });
  queueGauge('xnews_edge_purge_queue_keys', 'Surrogate keys queued for the edge and not yet purged', (state) => state.depth);
  queueGauge('xnews_edge_purge_oldest_age_seconds', 'How long the oldest queued surrogate key has waited for its purge', (state) => state.oldestAgeSeconds);
  return {
    purges: new Counter({ name: 'xnews_edge_purges_total', help: 'Purge calls to the edge, by adapter and outcome (sent, failed)', labelNames: ['adapter', 'outcome'], registers }),
    purgedKeys: new Counter({ name: 'xnews_edge_purged_keys_total', help: 'Surrogate keys the edge took, by adapter', labelNames: ['adapter'], registers }),
  };
}
