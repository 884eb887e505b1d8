import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Router, type Request, type Response } from 'express';
import { IMAGE_VARIANTS, type ImageVariant } from '../../shared/constants';
import { IMMUTABLE_CACHE_CONTROL } from '../http/cache-control';
import { scalar } from '../http/query-params';
import { DEMO_IMAGE_KEYS, DEMO_IMAGE_WIDTHS, demoImageFile, IMAGES_PER_TYPE, type DemoImageWidth } from '../../shared/demo-media';
import { demoMediaDir } from '../build-dir';

const FILE = /^(.+)\.webp$/;

interface DemoImageBody {
  body: Buffer;
  etag: string;
}

type ImagesByKey = Map<string, Record<DemoImageWidth, DemoImageBody>>;

/**
 * Every image the build rendered (scripts/render-demo-media.ts), read once: a few megabytes,
 * and then a request costs a map lookup. A missing file stops the server here rather than
 * answering 500 for some images later.
 */
function loadDemoImages(dir: string): ImagesByKey {
  const read = (file: string): DemoImageBody => {
    const path = join(dir, file);
    try {
      const body = readFileSync(path);
      return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"` };
    } catch (error) {
      throw new Error(`${path} is missing or unreadable (${(error as Error).message}); run npm run build first`);
    }
  };
  return new Map(
    DEMO_IMAGE_KEYS.map((key) => [key, Object.fromEntries(DEMO_IMAGE_WIDTHS.map((width) => [width, read(demoImageFile(key, width))])) as Record<DemoImageWidth, DemoImageBody>]),
  );
}

const isVariantName = (value: unknown): value is ImageVariant => typeof value === 'string' && Object.hasOwn(IMAGE_VARIANTS, value);

/** True when one of the listed (possibly weak) tags is ours, or the client holds any version. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

/** GET /media/demo/{type}-{n}.webp?name=small|medium|large: the demo stories' images (spec §7). */
export function demoImagesRoute(dir = demoMediaDir()): Router {
  const router = Router();
  const images = loadDemoImages(dir);

  router.get('/media/demo/:file', (request: Request, response: Response) => {
    const key = FILE.exec(String(request.params.file))?.[1];
    const widths = key === undefined ? undefined : images.get(key);
    if (!widths) {
      response.status(404).json({ error: 'not_found', message: `No demo image has that name; expected {category}-{n}.webp with n from 0 to ${IMAGES_PER_TYPE - 1}.` });
      return;
    }
    const given = scalar(request.query, 'name');
    const name = given.ok ? (given.value ?? 'large') : undefined;
    if (!isVariantName(name)) {
      response.status(400).json({ error: 'invalid_parameter', message: 'name must be small, medium or large.', parameter: 'name' });
      return;
    }
    const image = widths[IMAGE_VARIANTS[name]];
    response.set({ 'Cache-Control': IMMUTABLE_CACHE_CONTROL, ETag: image.etag });
    if (matches(request.get('If-None-Match'), image.etag)) {
      response.status(304).end();
      return;
    }
    response.type('image/webp').send(image.body);
  });

  return router;
}
