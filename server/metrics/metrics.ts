import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/database';
import { createEdgeMetrics, type EdgeMetrics } from './edge-metrics';
import { createMediaMetrics, type MediaMetrics } from './media-metrics';

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'method' | 'route' | 'status'>;
  cacheFetches: Counter<'cache' | 'outcome'>;
  media: MediaMetrics;
  edge: EdgeMetrics;
}

/**
 * The app's Prometheus metrics, in a registry of its own (so two apps in one test process do not
 * share counters): request rate and latency by route, response-cache outcomes, the database
 * pool, the media pipeline, the edge purge, and Node's process metrics (memory, CPU, event-loop lag, GC). Only the app's own metrics
 * carry the xnews_ prefix: Node's keep their standard names, which the stock Node.js dashboards query.
 */
export function createMetrics(db: Database | undefined): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labels = ['method', 'route', 'status'] as const;
  const httpRequests = new Counter({ name: 'xnews_http_requests_total', help: 'HTTP requests answered, by route pattern and status', labelNames: labels, registers: [registry] });
  const httpDuration = new Histogram({
    name: 'xnews_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames: labels,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cacheFetches = new Counter({ name: 'xnews_cache_fetches_total', help: 'Response-cache lookups, by cache and where the answer came from (hit, stale, invalidated, miss, inflight, error)', labelNames: ['cache', 'outcome'], registers: [registry] });
  const pool = (name: string, help: string, read: (stats: NonNullable<ReturnType<NonNullable<Database['poolStats']>>>) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const stats = db?.poolStats?.();
        if (stats) this.set(read(stats));
      },
    });
  pool('xnews_db_pool_connections', 'Connections open in the PostgreSQL pool', (stats) => stats.total);
  pool('xnews_db_pool_idle_connections', 'Idle connections in the PostgreSQL pool', (stats) => stats.idle);
  pool('xnews_db_pool_waiting_queries', 'Queries waiting for a pool connection', (stats) => stats.waiting);
  return { registry, httpRequests, httpDuration, cacheFetches, media: createMediaMetrics(registry), edge: createEdgeMetrics(registry, db) };
}
