import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { HttpError } from '../errors/http-error';

/**
 * /assets: hashed file names never change content, so they are cached for a year as immutable,
 * and served from the .br or .gz copy the build made, as the browser accepts.
 */
export function staticAssets(dir: string): RequestHandler {
  const serve = expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
  });
  return (request, response, next) => {
    // Both would otherwise answer for themselves, without { error, message }: serve-static a bare
    // 405 carrying the asset's Content-Type, express-static-gzip a text/html 400 for a path it
    // cannot decode (/assets/%).
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.set('Allow', 'GET, HEAD');
      next(new HttpError(405, 'method_not_allowed', `Assets are read with GET or HEAD, not ${request.method}.`));
      return;
    }
    try {
      decodeURIComponent(request.path);
    } catch {
      next(new HttpError(400, 'invalid_path', 'The address is not valid percent-encoded UTF-8.'));
      return;
    }
    serve(request, response, next);
  };
}
