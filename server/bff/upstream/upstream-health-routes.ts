import { Router } from 'express';

const READY_TIMEOUT_MS = 2_000;

/**
 * /healthz and /readyz of a web instance whose API runs elsewhere: it is ready when the upstream
 * says it is (and so its database), asked with the same 2 s bound.
 */
export function upstreamHealthRoutes(upstream: string): Router {
  const router = Router();
  router.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (request, response) => {
    response.set('Cache-Control', 'no-store');
    try {
      const answer = await fetch(`${upstream}/readyz`, { signal: AbortSignal.timeout(READY_TIMEOUT_MS) });
      if (!answer.ok) throw new Error(`the upstream answered ${answer.status}`);
      response.json({ status: 'ready', upstream: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      response.status(503).json({ error: 'not_ready', message: 'The API upstream is not ready.' });
    }
  });
  return router;
}
