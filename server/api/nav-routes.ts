import { Router } from 'express';
import type { Site } from '../site/load-site';
import { parseLang } from './news/news-requests';
import { notFound } from '../errors/http-error';

/** GET /api/public/nav/{lang} answers `{ navigations }` (spec §7). */
export function navRoutes(site: Site): Router {
  const router = Router();
  router.get('/api/public/nav/:lang', (request, response) => {
    const lang = parseLang(String(request.params.lang));
    const translations = site.translations[lang];
    if (!translations) throw notFound(`Language ${lang} is not configured on this site.`);
    response.set('Cache-Control', 'public, max-age=300').json({ navigations: translations.navigations });
  });
  return router;
}
