import { Router } from 'express';
import type { Logger } from '../../logger';
import type { SearchService } from '../../services/news/search-service';
import type { RateLimitStores } from '../../services/rate-limit/rate-limit-stores';
import { searchRateLimit } from './search-rate-limit';
import { parseSearchQuery, parseSuggestQuery } from './search-requests';

/**
 * Search and suggestions (decision 020), public like the lists and cached like them (newsRoutes sets
 * the same Cache-Control on every /api/public/xnews answer); each limited per network.
 */
export function searchRoutes(search: SearchService, rateLimitStores: RateLimitStores, logger: Logger): Router {
  const router = Router();
  router.get('/api/public/xnews/search', searchRateLimit('search', rateLimitStores, logger), async (request, response) => {
    response.json(await search.search(parseSearchQuery(request.query)));
  });
  router.get('/api/public/xnews/suggest', searchRateLimit('suggest', rateLimitStores, logger), async (request, response) => {
    const { lang, q } = parseSuggestQuery(request.query);
    response.json(await search.suggest(lang, q));
  });
  return router;
}
