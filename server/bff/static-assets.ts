import { basename } from 'node:path';
import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { HttpError } from '../errors/http-error';
import type { AssetManifest } from './asset-manifest';

const IMMUTABLE = { immutable: true, maxAge: '365d', index: false, fallthrough: false } as const;

/**
 * /assets: hashed file names never change content, so they are cached for a year as immutable,
 * and served from the .br or .gz copy the build made, as the browser accepts. Source maps are
 * served, and named in a SourceMap header, only when publicSourceMaps (SOURCE_MAPS=public).
 */
export function staticAssets(assets: Pick<AssetManifest, 'dir' | 'mapsDir'>, publicSourceMaps = false): RequestHandler {
  const serve = expressStaticGzip(assets.dir, { enableBrotli: true, orderPreference: ['br', 'gz'], serveStatic: IMMUTABLE });
  const serveMap = express.static(assets.mapsDir, IMMUTABLE);
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
    if (publicSourceMaps && request.path.endsWith('.map')) {
      serveMap(request, response, next);
      return;
    }
    if (publicSourceMaps && /\.(js|css)$/.test(request.path)) response.set('SourceMap', `${basename(request.path)}.map`);
    serve(request, response, next);
  };
}
