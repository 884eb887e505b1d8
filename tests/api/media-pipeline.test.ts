import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { MEDIA_UNAVAILABLE } from '../../shared/media-address';
import { articlePath } from '../../shared/routes';
import type { NewsItem } from '../../shared/types';
import { createApp } from '../../server/app';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createMetrics, type Metrics } from '../../server/metrics/metrics';
import { localContentChanges } from '../../server/services/cache/content-changes';
import { createLogger } from '../../server/logger';
import { FsMediaStore } from '../../server/services/media/fs-media-store';
import { startMediaCopier, type MediaCopier } from '../../server/services/media/media-copier';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/*
 * The media pipeline end to end (decision 035): an ingest names upstream images; the story is
 * live at once with the placeholder; the copier fetches, checks and stores each image once; pages
 * and answers then name the site's own address with the real size; /media serves the spec's three
 * widths in the format the browser names, each encoded once however many ask, on two instances.
 */

const OPS_TOKEN = 'media-ops-token-0123456789';

/** An image origin whose answers wait until the test lets them go, so that an ingest's answer is seen to come first. */
interface GatedOrigin {
  url(path: string): string;
  hostPort: string;
  /** path → bytes, answered once released; a path not served answers 404. */
  files: Map<string, Buffer>;
  release(): void;
  requests: string[];
  server: Server;
}

async function startGatedOrigin(): Promise<GatedOrigin> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const files = new Map<string, Buffer>();
  const requests: string[] = [];
  const server = createServer(async (req, res) => {
    requests.push(req.url ?? '');
    await released;
    const body = files.get(req.url ?? '');
    if (!body) res.writeHead(404).end();
    // The upstream's word for the type is not what decides it: this JPEG says it is HTML.
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: (path) => `http://127.0.0.1:${port}${path}`, hostPort: `127.0.0.1:${port}`, files, release, requests, server };
}

/** A 2,000 x 1,200 photo stored sideways (EXIF orientation 6), with a GPS position in its metadata. */
function sidewaysPhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2000, height: 1200, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

let origin: GatedOrigin;
let storeDir: string;
let db: TestApp['db'];
let first: TestApp;
let second: TestApp;
let copier: MediaCopier;
let metrics: Metrics;
let secondMetrics: Metrics;
let photo: Buffer;
const story = newsItem({ title: 'Harbour fire brings the port to a standstill overnight' });
const other = newsItem({ title: 'Second story showing the very same harbour photograph' });

const details = async (app: TestApp, id: string): Promise<NewsItem> => {
  const response = await request(app.app).get(`/api/public/xnews/details/${id}`).query({ lang: 'en' });
  expect(response.status).toBe(200);
  return response.body as NewsItem;
};

const counter = async (app: TestApp, name: string): Promise<number> => {
  const text = (await request(app.app).get('/metrics')).text;
  return text
    .split('\n')
    .filter((line) => line.startsWith(name))
    .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
};

beforeAll(async () => {
  origin = await startGatedOrigin();
  photo = await sidewaysPhoto();
  origin.files.set('/photo.jpg', photo);
  origin.files.set('/same-photo-elsewhere.jpg', photo);
  storeDir = mkdtempSync(join(tmpdir(), 'xnews-media-test-'));
  const store = new FsMediaStore(storeDir);
  const changes = localContentChanges();
  const logger = createLogger('silent');
  db = await openTestDatabase();
  metrics = createMetrics(db);
  copier = startMediaCopier({ db, store, logger, metrics: metrics.media, privateHosts: [origin.hostPort], announce: (tags) => changes.announce(tags), retryDelaysMs: [] });
  first = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, opsToken: OPS_TOKEN, caching: { changes }, metrics, media: { store, copier } });
  // A second instance: the same database and bucket, its own memory, metrics and no copier.
  secondMetrics = createMetrics(db);
  second = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, metrics: secondMetrics, media: { store } });
});

afterAll(async () => {
  await copier?.stop();
  await db?.close();
  await new Promise((resolve) => origin?.server.close(resolve));
  rmSync(storeDir, { recursive: true, force: true });
});

describe('copying at ingest', () => {
  it('answers the ingest at once and shows the placeholder until the image is stored', async () => {
    await ingest(first, [
      { ...story, img_urls: [origin.url('/photo.jpg'), origin.url('/gone.jpg')], video_thumbs: [origin.url('/same-photo-elsewhere.jpg')] },
      { ...other, img_urls: [origin.url('/photo.jpg')] },
    ]);
    // Answered while the origin still holds every image back.
    const before = await details(first, story.id);
    expect(before.img_urls).toEqual([MEDIA_UNAVAILABLE, MEDIA_UNAVAILABLE]);
    expect(before.video_thumbs).toEqual([MEDIA_UNAVAILABLE]);
    expect(JSON.stringify(before)).not.toContain('127.0.0.1');
    const page = await request(first.app).get(articlePath('en', story.title, story.id));
    expect(page.status).toBe(200);
    expect(page.text).toContain('xn-image-fallback');
    expect(page.text).not.toContain(`http://${origin.hostPort}`);
  });

  it('stores each picture once, by its hash, and every page names the site\'s copy with its upright size', async () => {
    origin.release();
    await copier.drained();
    const after = await details(first, story.id);
    const [address, missing] = after.img_urls;
    expect(address).toMatch(/^\/media\/[0-9a-f]{64}\/large$/);
    expect(missing).toBe(MEDIA_UNAVAILABLE);
    // The same bytes under another address are the same stored object.
    expect(after.video_thumbs).toEqual([address]);
    expect(after.media_sizes).toEqual({ [address as string]: [1200, 2000] });
    expect((await details(first, other.id)).img_urls).toEqual([address]);
    const objects = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM media_objects');
    expect(objects[0]?.count).toBe(1);
    // Each address was fetched once, though two stories name one of them.
    expect(origin.requests.filter((path) => path === '/photo.jpg')).toHaveLength(1);

    // The page cached with the placeholder is served once more while it is drawn again (decision 013).
    const hash = (address as string).split('/')[2];
    const articlePage = () => request(first.app).get(articlePath('en', story.title, story.id));
    await expect.poll(async () => (await articlePage()).text).toContain(`/media/${hash}/`);
    const page = await articlePage();
    expect(page.text).toContain(`srcSet="/media/${hash}/small 480w, /media/${hash}/medium 768w, /media/${hash}/large 1024w"`);
    expect(page.text).toMatch(/<img[^>]*width="1200" height="2000"/);
    expect(page.text).toMatch(new RegExp(`<link rel="preload" [^>]*imageSrcSet="/media/${hash}/small`, 'i'));
    expect(page.text).toContain(`<meta property="og:image" content="https://www.xnews.com/media/${hash}/large"`);
    expect(page.text).not.toContain(origin.hostPort);
  });

  it('records an image it cannot have as failed, with the reason, and lists it for operators', async () => {
    const [row] = await db.query<{ state: string; reason: string }>('SELECT state, reason FROM media_sources WHERE url = $1', [origin.url('/gone.jpg')]);
    expect(row).toEqual({ state: 'failed', reason: 'answered 404' });
    const listed = await request(first.app).get('/api/ops/media/failed').set('Authorization', `Bearer ${OPS_TOKEN}`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toEqual([expect.objectContaining({ url: origin.url('/gone.jpg'), reason: 'answered 404', attempts: 1, stories: 1 })]);
    expect(listed.body.next).toBeNull();
    expect((await request(first.app).get('/api/ops/media/failed')).status).toBe(401);
    expect((await request(second.app).get('/api/ops/media/failed')).body.error).toBe('ops_disabled');
    expect((await request(first.app).get('/api/ops/media/failed?limit=0').set('Authorization', `Bearer ${OPS_TOKEN}`)).body.parameter).toBe('limit');
    expect(await counter(first, 'xnews_media_fetches_total{outcome="failed"}')).toBe(1);
    expect(await counter(first, 'xnews_media_fetches_total{outcome="stored"}')).toBe(2);
    expect(await counter(first, 'xnews_media_stored_bytes_total')).toBe(photo.length * 2);
  });
});

describe('GET /media/{hash}/{name}', () => {
  let hash: string;
  beforeAll(async () => {
    hash = ((await details(first, story.id)).img_urls[0] as string).split('/')[2] as string;
  });
  const get = (app: TestApp, path: string, accept: string) => request(app.app).get(path).set('Accept', accept).buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

  it('answers each width in the format the browser names, upright, in sRGB, with no metadata, kept a year', async () => {
    for (const [accept, format, type] of [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'heif', 'image/avif'],
      ['image/webp,*/*', 'webp', 'image/webp'],
      ['*/*', 'jpeg', 'image/jpeg'],
      ['image/avif;q=0,image/webp;q=0,image/*', 'jpeg', 'image/jpeg'],
    ] as const) {
      for (const [name, width] of [['large', 1024], ['medium', 768], ['small', 480]] as const) {
        const response = await get(first, `/media/${hash}/${name}`, accept);
        expect(response.status, `${name} ${accept}`).toBe(200);
        expect(response.headers['content-type']).toBe(type);
        expect(response.headers.vary).toMatch(/Accept/);
        expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(response.body as Buffer).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 2000) / 1200)]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
        expect(meta.space).toBe('srgb');
      }
    }
  });

  it('answers 304 to a browser that holds it, and 404 for any other address', async () => {
    const response = await get(first, `/media/${hash}/small`, 'image/webp');
    const again = await request(first.app).get(`/media/${hash}/small`).set('Accept', 'image/webp').set('If-None-Match', response.headers.etag as string);
    expect(again.status).toBe(304);
    for (const path of [`/media/${'0'.repeat(64)}/small`, '/media/unavailable']) {
      const missing = await request(first.app).get(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body.error, path).toBe('not_found');
    }
    // Addresses no image can have are the not-found page.
    for (const path of [`/media/${hash}/huge`, `/media/${hash.slice(1)}/small`, `/media/${hash}/small.jpg`]) {
      expect((await request(first.app).get(path)).status, path).toBe(404);
    }
  });

  it('is served through a web instance by the API instance it proxies to', async () => {
    const api = first.app.listen(0, '127.0.0.1');
    await once(api, 'listening');
    try {
      const web = createApp({ role: 'web', apiUpstream: `http://127.0.0.1:${(api.address() as AddressInfo).port}`, site: first.site, logger: createLogger('silent'), assets: loadAssetManifest() });
      const image = await request(web).get(`/media/${hash}/small`).set('Accept', 'image/webp');
      expect([image.status, image.headers['content-type'], image.headers.vary]).toEqual([200, 'image/webp', 'Accept']);
    } finally {
      api.closeAllConnections();
      await new Promise((resolve) => api.close(resolve));
    }
  });

  it('encodes a variant once, however many readers ask at once, on both instances', async () => {
    const path = `/media/${hash}/medium`;
    const accept = 'image/avif,image/webp,*/*';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, n) => get(n % 2 === 0 ? first : second, path, accept)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(new Set(answers.map((answer) => (answer.body as Buffer).toString('base64'))).size).toBe(1);
    // medium AVIF was made by the first test already; a fresh hash shows the count from zero.
    const fresh = await sharp({ create: { width: 1500, height: 1000, channels: 3, background: '#123456' } }).png().toBuffer();
    origin.files.set('/fresh.png', fresh);
    await ingest(first, [{ ...newsItem({ title: 'A fresh photograph for the encode count' }), img_urls: [origin.url('/fresh.png')] }]);
    await copier.drained();
    const [freshRow] = await db.query<{ hash: string }>('SELECT hash FROM media_sources WHERE url = $1', [origin.url('/fresh.png')]);
    const made = async () => (await counter(first, 'xnews_media_variants_made_total')) + (await counter(second, 'xnews_media_variants_made_total'));
    const madeBefore = await made();
    const freshAnswers = await Promise.all(Array.from({ length: 12 }, (_, n) => get(n % 2 === 0 ? first : second, `/media/${freshRow?.hash}/small`, accept)));
    expect(freshAnswers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect((await made()) - madeBefore).toBe(1);
    const [variant] = await db.query<{ bytes: number }>(`SELECT bytes FROM media_variants WHERE hash = $1 AND name = 'small' AND format = 'avif' AND made_at IS NOT NULL`, [freshRow?.hash]);
    expect(variant?.bytes).toBe((freshAnswers[0]?.body as Buffer | undefined)?.length);
  });
});

describe('the pages\' images', () => {
  it('allows images from this site only, in the CSP', async () => {
    const response = await request(first.app).get('/en/news/list/trending');
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data:;");
  });

  it('gives feeds the absolute address of the stored copy, as JPEG', async () => {
    const response = await request(first.app).get('/rss/en.xml');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<media:content url="https:\/\/www\.xnews\.com\/media\/[0-9a-f]{64}\/large" type="image\/jpeg" medium="image"\/>/);
    expect(response.text).not.toContain(origin.hostPort);
  });
});
