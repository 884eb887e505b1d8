import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { IMAGE_VARIANTS, type ImageVariant } from '../../shared/constants';
import { scalar } from '../http/query-params';
import { demoImageCategory, renderDemoImage } from '../services/demo-images';

/** Enough for every key the demo stories use at all three widths (9 × 12 × 3 = 324) to stay mostly warm. */
const CACHE_ENTRIES = 300;
const FILE = /^([a-z]+-[0-9]{1,2})\.webp$/;
/** The bytes of a key and width never change, so browsers and CDNs may keep them for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

interface RenderedImage {
  body: Buffer;
  etag: string;
}

/**
 * A bounded LRU of render promises: Map keeps insertion order, so re-inserting on a hit marks
 * an entry as recent and the first key is the oldest. Storing the promise, not the buffer,
 * makes concurrent requests for one image share a single render.
 */
export class RenderCache<T> {
  private readonly entries = new Map<string, Promise<T>>();

  constructor(private readonly limit: number) {}

  get(id: string, render: () => Promise<T>): Promise<T> {
    const cached = this.entries.get(id);
    if (cached) {
      this.entries.delete(id);
      this.entries.set(id, cached);
      return cached;
    }
    const pending = render();
    // A failed render is not remembered, so the next request tries again.
    pending.catch(() => {
      if (this.entries.get(id) === pending) this.entries.delete(id);
    });
    this.entries.set(id, pending);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next();
      if (oldest.done) break;
      this.entries.delete(oldest.value);
    }
    return pending;
  }
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

async function render(key: string, width: number): Promise<RenderedImage> {
  const body = await renderDemoImage(key, width);
  const etag = `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`;
  return { body, etag };
}

/** GET /media/demo/{type}-{n}.webp?name=small|medium|large: the demo stories' images (spec §7). */
export function demoImagesRoute(): Router {
  const router = Router();
  const cache = new RenderCache<RenderedImage>(CACHE_ENTRIES);

  router.get('/media/demo/:file', async (request: Request, response: Response) => {
    const key = FILE.exec(String(request.params.file))?.[1];
    if (!key || !demoImageCategory(key)) {
      response.status(404).json({ error: 'not_found', message: 'No demo image has that name; expected {category}-{n}.webp.' });
      return;
    }
    const given = scalar(request.query, 'name');
    const name = given.ok ? (given.value ?? 'large') : undefined;
    if (!isVariantName(name)) {
      response.status(400).json({ error: 'invalid_parameter', message: 'name must be small, medium or large.', parameter: 'name' });
      return;
    }
    const width = IMAGE_VARIANTS[name];
    const image = await cache.get(`${key}@${width}`, () => render(key, width));
    response.set({ 'Cache-Control': CACHE_CONTROL, ETag: image.etag });
    if (matches(request.get('If-None-Match'), image.etag)) {
      response.status(304).end();
      return;
    }
    response.type('image/webp').send(image.body);
  });

  return router;
}
