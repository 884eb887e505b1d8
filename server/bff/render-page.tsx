import { dehydrate } from '@tanstack/react-query';
import type { RequestHandler } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter, matchRoutes, type RouteMatch } from 'react-router-dom';
import { AppProviders } from '../../client/app/AppProviders';
import { scriptSafeJson, type Bootstrap } from '../../client/app/bootstrap';
import { createQueryClient } from '../../client/app/query-client';
import type { RouteHandle } from '../../client/app/route-handle';
import { AppRoutes, routes } from '../../client/app/routes';
import type { NewsApi } from '../../shared/news-api';
import type { Site } from '../site/load-site';
import type { AssetManifest } from './asset-manifest';
import { serverEmbedSanitizer } from './embed-sanitizer';
import { pageSizeFor } from './page-size';

/** A render that has not finished by then is cut off rather than holding the connection. */
const RENDER_TIMEOUT_MS = 10_000;

const ERROR_PAGE = '<!doctype html><html lang="en"><meta charset="utf-8"><title>Unexpected Application Error!</title>'
  + '<h1>Unexpected Application Error!</h1><p>Something went wrong on our side; please try again shortly.</p></html>';

/** The entry's chunks and those of every lazy page on the way, so the browser fetches them all at once. */
function modulePreloadsOf(matches: RouteMatch[], assets: AssetManifest): string[] {
  const pages = matches.flatMap((match) => {
    const module = (match.route.handle as RouteHandle | undefined)?.module;
    return module ? (assets.modules[module] ?? []) : [];
  });
  return [...new Set([...assets.entryImports, ...pages])];
}

/**
 * Renders a page on the server: the route's data is fetched first (each route's handle says
 * what), so the first HTML carries the content and the dehydrated query cache that the
 * browser hydrates from without fetching it again.
 */
export function renderPage(deps: { site: Site; api: NewsApi; assets: AssetManifest }): RequestHandler {
  return async (request, response) => {
    const url = new URL(request.originalUrl, `${request.protocol}://${request.get('host') ?? 'localhost'}`);
    const matches = matchRoutes(routes, url.pathname) ?? [];
    const queryClient = createQueryClient();
    const pageSize = pageSizeFor(request);
    let status = 200;
    for (const match of matches) {
      const handle = match.route.handle as RouteHandle | undefined;
      const outcome = await handle?.prefetch?.({ queryClient, api: deps.api, params: match.params, url, config: deps.site.config, pageSize, sanitizeEmbed: serverEmbedSanitizer });
      if (typeof outcome === 'object') {
        response.redirect(301, outcome.redirect);
        return;
      }
      if (outcome) status = outcome;
    }
    // A failed prefetch leaves its query in error; the page shows the error rather than a blank.
    const bootstrap: Bootstrap = { config: deps.site.config, stylesheets: deps.assets.css, pageSize, queries: dehydrate(queryClient) };
    const nonce = String(response.locals.cspNonce ?? '');
    const site = { bootstrap, bootstrapJson: scriptSafeJson(bootstrap), api: deps.api, nonce, modulePreloads: modulePreloadsOf(matches, deps.assets) };

    const stream = renderToPipeableStream(
      <AppProviders queryClient={queryClient} site={site}>
        <StaticRouter location={request.originalUrl}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>,
      {
        nonce,
        bootstrapModules: [deps.assets.entry],
        // The page is sent whole (onAllReady), so content stays in place rather than being
        // outlined behind a reveal script once the head passes React's 12.8 KB default.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          response.status(status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
          stream.pipe(response);
        },
        onShellError(error) {
          request.log.error({ err: error }, 'page render failed');
          response.status(500).set('Content-Type', 'text/html; charset=utf-8').send(ERROR_PAGE);
        },
        // Errors inside a Suspense boundary: the browser renders that part again itself.
        onError(error) {
          request.log.error({ err: error }, 'error while rendering');
        },
      },
    );
    setTimeout(() => stream.abort(), RENDER_TIMEOUT_MS).unref();
    response.on('close', () => stream.abort());
  };
}
