import { Router } from 'express';
import { isWithdrawn, WITHDRAWN_ERROR } from '../../../shared/withdrawn-story';
import { notFound } from '../../errors/http-error';
import { archiveFilterOf, listFilterOf } from '../../services/news/news-filters';
import type { NewsService } from '../../services/news/news-service';
import { detailsRequestFrom, parseArchiveRequest, parseCorrectionsQuery, parseListQuery } from './news-requests';

/**
 * Browsers keep answers for the spec's 30 s; a CDN for a minute, then stale for five while it
 * fetches the next, and for a day while we are down. Express adds the ETag and answers 304.
 */
const SHARED_ANSWER = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/** The public news endpoints of spec §7; no login needed. */
export function newsRoutes(news: NewsService): Router {
  const router = Router();
  router.use('/api/public/xnews', (_request, response, next) => {
    response.set('Cache-Control', SHARED_ANSWER);
    next();
  });
  router.get('/api/public/xnews/list', async (request, response) => {
    response.json(await news.list(listFilterOf(parseListQuery(request.query))));
  });
  router.get('/api/public/xnews/details/:id', async (request, response) => {
    const { id, lang } = detailsRequestFrom(request);
    const item = await news.details(id, lang);
    if (!item) throw notFound(`No news with id ${id}.`);
    if (isWithdrawn(item)) {
      // Gone for good, as far as anyone may know: the same for a minute at the edge, then asked again.
      response.status(410).set('Cache-Control', 'public, max-age=30, s-maxage=60');
      response.json({ error: WITHDRAWN_ERROR, message: `The news with id ${id} was withdrawn by the editors.`, withdrawnAt: item.withdrawnAt });
      return;
    }
    response.json(item);
  });
  router.get('/api/public/xnews/archive/:lang/:category/:yyyymm', async (request, response) => {
    response.json(await news.archive(archiveFilterOf(parseArchiveRequest(request))));
  });
  router.get('/api/public/xnews/corrections', async (request, response) => {
    response.json(await news.corrections(parseCorrectionsQuery(request.query)));
  });
  return router;
}
