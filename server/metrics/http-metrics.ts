import type { Request, RequestHandler } from 'express';
import type { Metrics } from './metrics';

/**
 * The route a request matched, as a pattern, so that the label has few values: page renders are
 * one 'page', assets one 'assets', and anything no route took one 'unmatched'.
 */
function routeOf(request: Request): string {
  if (request.originalUrl.startsWith('/assets/')) return 'assets';
  const pattern = request.route?.path as string | undefined;
  if (pattern === '/{*splat}') return 'page';
  return pattern ? `${request.baseUrl}${pattern}` : 'unmatched';
}

/** Counts and times every request once its response has finished. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (request, response, next) => {
    const stop = metrics.httpDuration.startTimer();
    response.on('finish', () => {
      const labels = { method: request.method, route: routeOf(request), status: String(response.statusCode) };
      stop(labels);
      metrics.httpRequests.inc(labels);
    });
    next();
  };
}
