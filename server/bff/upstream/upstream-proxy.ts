import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { RequestHandler } from 'express';
import type { Logger } from '../../logger';
import { redactedUrl } from '../../redacted-url';
import { isNewsletterFormPath } from '../../../shared/routes';

/** The paths the API owns (decision 014): with API_UPSTREAM set, all of them go there. */
export const API_PATHS = ['/api', '/auth', '/user', '/oauth2'];

/** Crawlers' files, built from the database, and the stored images, in its media store: the API instance answers them too. */
const FEED_PATHS = ['/robots.txt', '/sitemap.xml', '/news-sitemap.xml', '/sitemaps', '/rss', '/media'];

/** A slow upstream answers 504 after this long, rather than holding the connection. */
export const UPSTREAM_TIMEOUT_MS = 15_000;

const startedAt = new WeakMap<IncomingMessage, number>();

function sendError(response: ServerResponse | Socket, status: number, error: string, message: string): void {
  if (!('writeHead' in response) || response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end(JSON.stringify({ error, message }));
}

/**
 * Proxies the API's paths (the crawlers' files, the newsletter pages' posts) to API_UPSTREAM (http-proxy-middleware). Cookies, the X-XSRF-TOKEN
 * header and the body pass through untouched, X-Forwarded-* tell the upstream who asked, and
 * an upstream that is down answers 502 and one that is too slow 504, both in JSON.
 */
export function upstreamProxy(upstream: string, logger: Logger, timeoutMs = UPSTREAM_TIMEOUT_MS): RequestHandler {
  return createProxyMiddleware<IncomingMessage, ServerResponse>({
    target: upstream,
    // The newsletter pages' form posts (and RFC 8058's one click) are answered by the API too.
    pathFilter: (path, request) =>
      [...API_PATHS, ...FEED_PATHS].some((prefix) => path === prefix || path.startsWith(`${prefix}/`)) ||
      (request.method === 'POST' && isNewsletterFormPath(path)),
    // The upstream sees the host the reader asked for, so its redirects and cookies are ours.
    changeOrigin: false,
    xfwd: true,
    // The upstream's time only: http-proxy's `timeout` would drop the reader's socket unanswered.
    proxyTimeout: timeoutMs,
    on: {
      proxyReq: (_proxyRequest, request) => void startedAt.set(request, Date.now()),
      error(error, request, response) {
        const elapsed = Date.now() - (startedAt.get(request) ?? Date.now());
        // http-proxy reports its own timeout as a reset; the time taken tells them apart.
        const timedOut = elapsed >= timeoutMs - 50 || (error as NodeJS.ErrnoException).code === 'ETIMEDOUT';
        logger.warn({ err: error.message, url: redactedUrl(request.url ?? ''), elapsed }, timedOut ? 'API upstream timed out' : 'API upstream unreachable');
        if (timedOut) sendError(response, 504, 'upstream_timeout', `The API did not answer within ${timeoutMs / 1000} s; please try again.`);
        else sendError(response, 502, 'upstream_unavailable', 'The API is unreachable at the moment; please try again shortly.');
      },
    },
  }) as unknown as RequestHandler;
}
