import { Router } from 'express';
import type { Queryable } from '../db/database';

const READY_TIMEOUT_MS = 2_000;

/** /healthz: the process answers. /readyz: it can also reach its database, in bounded time. */
export function healthRoutes(db: Queryable): Router {
  const router = Router();
  router.get('/healthz', (_request, response) => {
    response.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (request, response) => {
    response.set('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timeout]);
      response.json({ status: 'ready', database: 'ok' });
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      response.status(503).json({ error: 'not_ready', message: 'The database does not answer.' });
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
