import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { demoImagesRoute, RenderCache } from '../../server/bff/demo-images-route';
import { DemoImageError, renderDemoImage } from '../../server/services/demo-images';
import { NEWS_TYPES } from '../../shared/taxonomy';

/** Counts the renders the route asks for, to prove the cache shares them. */
const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/services/demo-images', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../server/services/demo-images')>();
  return {
    ...original,
    renderDemoImage: (key: string, width: number) => {
      renders.count++;
      return original.renderDemoImage(key, width);
    },
  };
});

function createApp() {
  const app = express();
  app.use(demoImagesRoute());
  return app;
}

/** supertest buffers unknown types as text; images must arrive as bytes. */
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const fetchImage = (app: express.Express, path: string) => request(app).get(path).buffer(true).parse(binary);

describe('renderDemoImage', () => {
  it('renders a 16:9 WebP of each width, small enough to serve freely', async () => {
    for (const width of [480, 768, 1024]) {
      const image = await renderDemoImage('technology-3', width);
      const metadata = await sharp(image).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe(Math.round((width * 9) / 16));
      expect(image.length).toBeLessThan(60_000);
    }
  });

  it('is deterministic per key and differs between keys and categories', async () => {
    const [a, again, sibling, other] = await Promise.all([
      renderDemoImage('sports-1', 480),
      renderDemoImage('sports-1', 480),
      renderDemoImage('sports-2', 480),
      renderDemoImage('health-1', 480),
    ]);
    expect(again.equals(a)).toBe(true);
    expect(sibling.equals(a)).toBe(false);
    expect(other.equals(a)).toBe(false);
  });

  it('renders every category and rejects unknown keys and widths', async () => {
    for (const type of NEWS_TYPES) expect((await renderDemoImage(`${type}-11`, 480)).length).toBeGreaterThan(500);
    await expect(renderDemoImage('weather-1', 480)).rejects.toBeInstanceOf(DemoImageError);
    await expect(renderDemoImage('sports-100', 480)).rejects.toBeInstanceOf(DemoImageError);
    await expect(renderDemoImage('Sports-1', 480)).rejects.toBeInstanceOf(DemoImageError);
    await expect(renderDemoImage('sports-1', 500)).rejects.toBeInstanceOf(DemoImageError);
  });
});

describe('RenderCache', () => {
  it('evicts the least recently used entry and forgets failures', async () => {
    const cache = new RenderCache<string>(2);
    let calls = 0;
    const load = (value: string) => () => {
      calls++;
      return Promise.resolve(value);
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('a', load('a')); // a is now the most recent
    await cache.get('c', load('c')); // evicts b
    expect(calls).toBe(3);
    await cache.get('a', load('a'));
    expect(calls).toBe(3);
    await cache.get('b', load('b'));
    expect(calls).toBe(4);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await Promise.resolve();
    expect(await cache.get('x', load('x'))).toBe('x');
  });
});

describe('GET /media/demo/:file', () => {
  it('serves each variant at its width, large by default, with long-lived caching headers', async () => {
    const app = createApp();
    const sizes: string[] = [];
    for (const [query, width] of [['?name=small', 480], ['?name=medium', 768], ['?name=large', 1024], ['', 1024]] as const) {
      const response = await fetchImage(app, `/media/demo/business-7.webp${query}`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const metadata = await sharp(response.body as Buffer).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      sizes.push(`${width}px ${(response.body as Buffer).length} B`);
    }
    console.log(`demo image sizes: ${sizes.join(', ')}`);
  });

  it('answers 304 when the ETag matches, and 200 when it does not', async () => {
    const app = createApp();
    const first = await fetchImage(app, '/media/demo/world-2.webp?name=medium');
    const etag = String(first.headers.etag);
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await request(app).get('/media/demo/world-2.webp?name=medium').set('If-None-Match', header);
      expect(cached.status, header).toBe(304);
      expect(cached.headers.etag).toBe(etag);
      expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await fetchImage(app, '/media/demo/world-2.webp?name=medium').set('If-None-Match', '"stale"');
    expect(stale.status).toBe(200);
    const otherWidth = await fetchImage(app, '/media/demo/world-2.webp?name=small');
    expect(otherWidth.headers.etag).not.toBe(etag);
  });

  it('renders an image once and shares it between concurrent requests', async () => {
    const app = createApp();
    const before = renders.count;
    const responses = await Promise.all(Array.from({ length: 8 }, () => fetchImage(app, '/media/demo/lifestyle-4.webp?name=small')));
    await fetchImage(app, '/media/demo/lifestyle-4.webp?name=small');
    expect(renders.count - before).toBe(1);
    const bodies = responses.map((response) => response.body as Buffer);
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    for (const body of bodies) expect(body.equals(bodies[0]!)).toBe(true);
  });

  it('answers 404 JSON for unknown keys', async () => {
    const app = createApp();
    for (const path of ['/media/demo/weather-1.webp', '/media/demo/sports-123.webp', '/media/demo/sports-1.png', '/media/demo/sports.webp', '/media/demo/SPORTS-1.webp']) {
      const response = await request(app).get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toMatchObject({ error: 'not_found', message: expect.any(String) });
    }
  });

  it('answers 400 JSON for a bad variant name', async () => {
    const app = createApp();
    for (const query of ['?name=huge', '?name=', '?name=small&name=large', '?name=SMALL']) {
      const response = await request(app).get(`/media/demo/sports-1.webp${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body).toMatchObject({ error: 'invalid_parameter', message: expect.any(String) });
    }
  });
});
