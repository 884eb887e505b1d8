import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';


/**
 * /assets: hashed file names never change content, so they are cached for a year as immutable,
 * and served from the .br or .gz copy the build made, as the browser accepts.
 */
export function staticAssets(dir: string): RequestHandler {
  return expressStaticGzip(dir, {
    enableBrotli: true,
    orderPreference: ['br', 'gz'],
    serveStatic: { immutable: true, maxAge: '365d', index: false, fallthrough: false },
  });
}
