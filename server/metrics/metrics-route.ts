import { Router } from 'express';
import type { Metrics } from './metrics';

/**
 * GET /metrics in Prometheus's text format. Prometheus scrapes each instance directly; the edge
 * keeps the path from the public (deploy/varnish/xnews.vcl).
 */
export function metricsRoute(metrics: Metrics): Router {
  const router = Router();
  router.get('/metrics', async (_request, response) => {
    response.set({ 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).send(await metrics.registry.metrics());
  });
  return router;
}
