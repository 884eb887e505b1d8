import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import express from 'express';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { renderDemoMedia } from '../../scripts/demo-media/render-demo-media';
import { demoImagesRoute } from '../../server/bff/demo-images-route';
import { demoImages } from '../../demo/demo-images';
import { demoMediaDir } from '../../server/build-dir';
import { DEMO_IMAGE_KEYS, DEMO_IMAGE_WIDTHS, demoImageFile } from '../../shared/demo-media';
import { NEWS_TYPES } from '../../shared/taxonomy';

/* The global setup's build rendered demoMediaDir(); the route serves what it holds. */

const scratch = mkdtempSync(join(tmpdir(), 'xnews-demo-media-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

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
const built = (file: string): Buffer => readFileSync(join(demoMediaDir(), file));

describe('the built demo images', () => {
  it('hold every key of every category at every width: a 16:9 WebP, small enough to serve freely', async () => {
    expect(new Set(DEMO_IMAGE_KEYS.map((key) => key.split('-')[0]))).toEqual(new Set(NEWS_TYPES));
    expect(DEMO_IMAGE_KEYS).toContain('lifestyle-11');
    for (const key of DEMO_IMAGE_KEYS) {
      for (const width of DEMO_IMAGE_WIDTHS) {
        const image = built(demoImageFile(key, width));
        const metadata = await sharp(image).metadata();
        expect(metadata.format).toBe('webp');
        expect(metadata.width).toBe(width);
        expect(metadata.height).toBe(Math.round((width * 9) / 16));
        expect(image.length).toBeGreaterThan(500);
        expect(image.length).toBeLessThan(60_000);
      }
    }
  });

  it('are deterministic per key and differ between keys and categories', async () => {
    expect(demoImages()).toEqual(demoImages());
    const again = join(scratch, 'again');
    const file = demoImageFile('sports-1', 480);
    await renderDemoMedia(again, demoImages().filter((image) => image.file === file));
    expect(readFileSync(join(again, file)).equals(built(file))).toBe(true);
    expect(built(demoImageFile('sports-2', 480)).equals(built(file))).toBe(false);
    expect(built(demoImageFile('health-1', 480)).equals(built(file))).toBe(false);
  });

  it('are rendered again only when a drawing changes, into a folder swapped in whole', async () => {
    const dir = join(scratch, 'stamped');
    const images = demoImages().filter((image) => image.file.endsWith('-480.webp')).slice(0, 3);
    expect(await renderDemoMedia(dir, images)).toBe(3);
    expect(await renderDemoMedia(dir, images)).toBe(0);
    const redrawn = images.map((image, index) => (index === 0 ? { ...image, svg: image.svg.replace('xnews', 'xnews!') } : image));
    expect(await renderDemoMedia(dir, redrawn)).toBe(3);
    expect(readdirSync(dir).sort()).toEqual([...images.map((image) => image.file), 'stamp'].sort());
    // No temporary or set-aside folder is left beside it.
    expect(readdirSync(dirname(dir)).filter((name) => name.startsWith(basename(dir)))).toEqual([basename(dir)]);
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
      expect((response.body as Buffer).equals(built(demoImageFile('business-7', width)))).toBe(true);
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

  it('answers 404 JSON for unknown keys', async () => {
    const app = createApp();
    const paths = ['weather-1.webp', 'sports-12.webp', 'sports-123.webp', 'sports-1.png', 'sports-1-480.webp', 'sports.webp', 'SPORTS-1.webp', 'stamp'];
    for (const path of paths.map((file) => `/media/demo/${file}`)) {
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
      expect(response.body).toMatchObject({ error: 'invalid_parameter', message: expect.any(String), parameter: 'name' });
    }
  });

  it('refuses to start without the built images, saying how to make them', () => {
    expect(() => demoImagesRoute(join(scratch, 'never-built'))).toThrow(/never-built.*run npm run build/);
  });
});
