import { Router, type Response } from 'express';
import { isWithdrawn, WITHDRAWN_ERROR } from '../../../shared/withdrawn-story';
import { notFound } from '../../errors/http-error';
import { setEdgeKeys } from '../../http/edge-key-headers';
import { Reads } from '../../services/cache/dependencies';
import type { CachedNewsService } from '../../services/news/cached-news-service';
import { archiveFilterOf, listFilterOf } from '../../services/news/news-filters';
import { detailsRequestFrom, parseArchiveRequest, parseCorrectionsQuery, parseListQuery } from './news-requests';

/**
 * Browsers keep answers for the spec's 30 s; a CDN for a minute, then stale for five while it
 * fetches the next, and for a day while we are down. Express adds the ETag and answers 304.
 */
const SHARED_ANSWER = 'public, max-age=30, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';

/**
 * The news service for one answer, and what it read: the answer is filed at the edge under those
 * tags (decision 037) once it is sent. Reading through within() changes nothing else, since the
 * news caches never serve a changed copy (cached-news-service.ts).
 */
function answering(news: CachedNewsService, response: Response) {
  const reads = new Reads(Number.POSITIVE_INFINITY, []);
  return {
    news: news.within(reads),
    json(body: unknown) {
      setEdgeKeys(response, reads.tags);
      response.json(body);
    },
  };
}

/** The public news endpoints of spec §7; no login needed. */
export function newsRoutes(cached: CachedNewsService): Router {
  const router = Router();
  router.use('/api/public/xnews', (_request, response, next) => {
    response.set('Cache-Control', SHARED_ANSWER);
    next();
  });
  router.get('/api/public/xnews/list', async (request, response) => {
    const { news, json } = answering(cached, response);
    json(await news.list(listFilterOf(parseListQuery(request.query))));
  });
  router.get('/api/public/xnews/details/:id', async (request, response) => {
    const { news, json } = answering(cached, response);
    const { id, lang } = detailsRequestFrom(request);
    const item = await news.details(id, lang);
    if (!item) throw notFound(`No news with id ${id}.`);
    if (isWithdrawn(item)) {
      // Gone for good, as far as anyone may know: the same for a minute at the edge, then asked again.
      response.status(410).set('Cache-Control', 'public, max-age=30, s-maxage=60');
      json({ error: WITHDRAWN_ERROR, message: `The news with id ${id} was withdrawn by the editors.`, withdrawnAt: item.withdrawnAt });
      return;
    }
    json(item);
  });
  router.get('/api/public/xnews/archive/:lang/:category/:yyyymm', async (request, response) => {
    const { news, json } = answering(cached, response);
    json(await news.archive(archiveFilterOf(parseArchiveRequest(request))));
  });
  router.get('/api/public/xnews/corrections', async (request, response) => {
    const { news, json } = answering(cached, response);
    json(await news.corrections(parseCorrectionsQuery(request.query)));
  });
  return router;
}
