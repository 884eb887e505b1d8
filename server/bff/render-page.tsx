import type { RequestHandler, Response } from 'express';
import type { NewsApi } from '../../shared/news-api';
import type { Site } from '../site/load-site';
import type { AssetManifest } from './asset-manifest';
import { NONCE_PLACEHOLDER, UncacheablePage, withNonce, type PageCache, type RenderedPage } from './page-cache';
import { pageCacheKey } from './page-cache-key';
import { pageSizeFor } from './page-size';
import { renderDocument } from './render-document';

const ERROR_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unexpected Application Error!</title>'
  + '<h1>Unexpected Application Error!</h1><p>Something went wrong on our side; please try again shortly.</p></html>';

function send(response: Response, page: RenderedPage): void {
  if ('redirect' in page) {
    response.redirect(301, page.redirect);
    return;
  }
  const nonce = String(response.locals.cspNonce ?? '');
  response.status(page.status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).send(withNonce(page.html, nonce));
}

/**
 * Serves every page route: from the page cache when it holds the page, else rendered on the
 * server (render-document.tsx) and kept. Pages are the same for every reader of an address and
 * list page size, so one render serves them all; only the CSP nonce is swapped per response.
 */
export function renderPage(deps: { site: Site; api: NewsApi; assets: AssetManifest; cache: PageCache }): RequestHandler {
  return async (request, response) => {
    // Appended, not resolved: a path such as //other.host/x stays a path (and a 404), not a host.
    const url = new URL(`http://page.invalid${request.originalUrl}`);
    const pageSize = pageSizeFor(request);
    const render = () =>
      renderDocument(deps, { url, pageSize, nonce: NONCE_PLACEHOLDER, onRenderError: (error) => request.log.error({ err: error }, 'error while rendering') });
    try {
      send(response, await deps.cache.fetch(pageCacheKey(url, pageSize), render));
    } catch (error) {
      if (error instanceof UncacheablePage) {
        request.log.warn({ reason: error.message }, 'page not cached');
        send(response, error.page);
        return;
      }
      request.log.error({ err: error }, 'page render failed');
      response.status(500).set('Content-Type', 'text/html; charset=utf-8').send(ERROR_PAGE);
    }
  };
}
