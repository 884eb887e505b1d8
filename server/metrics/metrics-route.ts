import { Router } from 'express';
import type { Metrics } from './metrics';

/**
 * GET /metrics in Prometheus's text format. Prometheus scrapes each instance directly; the load
 * balancer keeps the path from the public (deploy/nginx.conf).
 */
export function metricsRoute(metrics: Metrics): Router {
  const router = Router();
  router.get('/metrics', async (_request, response) => {
    response.set({ 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).send(await metrics.registry.metrics());
  });
  return router;
}
