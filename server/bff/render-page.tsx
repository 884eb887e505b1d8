import type { Request, RequestHandler, Response } from 'express';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';
import { isAccountPagePath, isNewsletterTokenPagePath, isPersonalPagePath } from '../../shared/routes';
import type { Reads } from '../services/cache/dependencies';
import type { Site } from '../site/load-site';
import type { AssetManifest } from './asset-manifest';
import { EDGE_FETCH_HEADER, setEdgeKeys } from '../http/edge-key-headers';
import { sendCompressed } from './compressed-page';
import { pageAnswerOf } from './page-answer';
import { UncacheablePage, type PageCache, type RenderedPage } from './page-cache';
import { pageCacheKey } from './page-cache-key';
import type { PageNewsApi } from './page-news-api';
import { pageSizeFor } from './page-size';
import { readingChoicesFor } from './reading-choices';
import { signedInReaderOf } from './personal-pages';
import { renderDocument } from './render-document';
import type { TranslationFiles } from './translation-files';
import { errorPages } from './error-page';
import { withoutForeignReturnPaths } from './return-path-query';

/**
 * Browsers revalidate every time (max-age=0, answered 304 when unchanged); a CDN may hold a page
 * for a minute, serve it stale for five while it fetches the next, and for a day if we are down.
 */
const SHARED_PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400';
const SHARED_MISSING = 'public, max-age=0, s-maxage=60';

/**
 * A response that sets a cookie (the anti-forgery one, decision 008) or goes to a signed-in
 * reader is theirs alone: the HTML is the same for all, but no shared cache may keep it.
 */
function personal(request: Request, response: Response): boolean {
  return response.hasHeader('Set-Cookie') || request.cookies?.[ACCOUNT_COOKIES.session] !== undefined;
}

/** Sends a page; tags, what it depends on, file a shared one at the edge (decision 037). */
function send(request: Request, response: Response, page: RenderedPage, sharedCacheControl: string, tags: readonly string[] = []): void {
  const mine = personal(request, response);
  const cacheControl = mine && sharedCacheControl.startsWith('public') ? 'private, no-cache' : sharedCacheControl;
  if (cacheControl.startsWith('public')) setEdgeKeys(response, tags);
  if ('redirect' in page) {
    // A page's one true address keeps the query it was asked with, but no return path off this site.
    response.set('Cache-Control', mine ? 'private, no-cache' : 'public, max-age=3600').redirect(301, withoutForeignReturnPaths(page.redirect));
    return;
  }
  response.status(page.status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': cacheControl, ETag: page.etag });
  if (request.fresh) {
    response.status(304).end();
    return;
  }
  sendCompressed(request, response, page.body);
}

/**
 * Serves every page route: from the page cache when it holds the page, else rendered on the
 * server (render-document.tsx) and kept. Pages are the same for every reader of an address, list
 * page size and reading preferences, so one render serves them all, here and at the edge (decision 037).
 */
export function renderPage(deps: { site: Site; api: PageNewsApi; translations: TranslationFiles; assets: AssetManifest; cache: PageCache; developerPages?: boolean }): RequestHandler {
  const errorPage = errorPages(deps.site);
  return async (request, response) => {
    // Appended, not resolved: a path such as //other.host/x stays a path (and a 404), not a host.
    const url = new URL(`http://page.invalid${request.originalUrl}`);
    const pageSize = pageSizeFor(request);
    const reading = readingChoicesFor(request);
    // A form's outcome (a POST answered with its page) is this reader's alone, and so are the
    // account pages and the newsletter's (a mail's token is in the address, and opening a
    // confirmation link confirms): rendered each time, never kept.
    const answer = pageAnswerOf(response);
    // A personal page's reader (personal-pages.ts), whose own data the page is rendered with.
    const reader = signedInReaderOf(response);
    // reads: the page cache's production, which what the render reads is recorded in; none for a page not kept.
    const render = (reads?: Reads) =>
      renderDocument(
        { ...deps, api: deps.api(reads) },
        { url, pageSize, reading, answer, reader, clientIp: request.ip, onRenderError: (error) => request.log.error({ err: error }, 'error while rendering') },
      );
    try {
      // One reader's own page (decision 019), with their data in it: never kept, by us or anyone.
      if (reader || isPersonalPagePath(url.pathname)) {
        send(request, response, await render(), 'private, no-store');
        return;
      }
      if (answer || isAccountPagePath(url.pathname) || isNewsletterTokenPagePath(url.pathname)) {
        send(request, response, await render(), 'no-store');
        return;
      }
      // A page depends on what its render reads (the tags of the news answers it uses), nothing more.
      // An edge keeps what it fetches for a minute: it waits for the fresh page rather than take a changed copy (decision 037).
      const current = request.get(EDGE_FETCH_HEADER) !== undefined;
      const { value: page, tags } = await deps.cache.fetchTagged(pageCacheKey(url, pageSize, reading), render, [], { current });
      send(request, response, page, 'status' in page && page.status === 200 ? SHARED_PAGE : SHARED_MISSING, tags);
    } catch (error) {
      if (error instanceof UncacheablePage) {
        request.log.warn({ reason: error.message }, 'page not cached');
        send(request, response, error.page, reader ? 'private, no-store' : 'no-store');
        return;
      }
      request.log.error({ err: error }, 'page render failed');
      response.status(500).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).send(errorPage(url.pathname));
    }
  };
}
