import { Router } from 'express';
import type { SiteConfig } from '../../../shared/types';
import { OPENAPI_PATH, openApiDocument } from './document';

/** GET /api/openapi.json: made once, since it changes only with a deploy. */
export function openApiRoute(config: SiteConfig): Router {
  const router = Router();
  const body = JSON.stringify(openApiDocument(config));
  router.get(OPENAPI_PATH, (_request, response) => {
    response.type('application/json').set('Cache-Control', 'public, max-age=300').send(body);
  });
  return router;
}
