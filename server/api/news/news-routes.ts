import { Router } from 'express';
import { notFound } from '../../errors/http-error';
import type { NewsService } from './news-service';
import { archiveFilterOf, detailsRequestFrom, listFilterOf, parseArchiveRequest, parseListQuery } from './news-requests';

/** The public news endpoints of spec §7; no login needed. */
export function newsRoutes(news: NewsService): Router {
  const router = Router();
  router.get('/api/public/xnews/list', async (request, response) => {
    response.json(await news.list(listFilterOf(parseListQuery(request.query))));
  });
  router.get('/api/public/xnews/details/:id', async (request, response) => {
    const { id, lang } = detailsRequestFrom(request);
    const item = await news.details(id, lang);
    if (!item) throw notFound(`No news with id ${id}.`);
    response.json(item);
  });
  router.get('/api/public/xnews/archive/:lang/:category/:yyyymm', async (request, response) => {
    response.json(await news.archive(archiveFilterOf(parseArchiveRequest(request))));
  });
  return router;
}
