import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MediaOrigin, startMediaOrigin } from '../../scripts/harness/media-origin';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { startS3Server, type S3UnderTest } from '../../scripts/harness/s3-server';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { createMetrics } from '../../server/metrics/metrics';
import { localContentChanges } from '../../server/services/cache/content-changes';
import { startMediaCopier, type MediaCopier } from '../../server/services/media/media-copier';
import { variantKey } from '../../server/services/media/media-keys';
import { openMediaStore } from '../../server/services/media/open-media-store';
import type { MediaStore } from '../../server/services/media/media-store';
import { ingest } from '../support/ingest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';
import { openTestDatabase } from '../support/test-database';

/*
 * The stored images in an S3-compatible bucket (MEDIA_S3_URL, decision 035), a real one on
 * loopback: two instances share it, the copier puts the originals there, the first request's
 * variant lands there and the other instance serves it from there.
 */

let s3: S3UnderTest;
let origin: MediaOrigin;
let db: Database;
let store: MediaStore;
let copier: MediaCopier;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  [s3, origin, db] = await Promise.all([startS3Server(), startMediaOrigin(), openTestDatabase()]);
  origin.serve('bridge.jpg', await sharp({ create: { width: 1400, height: 900, channels: 3, background: '#35506b' } }).jpeg().toBuffer(), 'image/jpeg');
  store = openMediaStore({ dataDir: '/nonexistent-data-dir', s3Url: s3.url });
  const changes = localContentChanges();
  const metrics = createMetrics(db);
  copier = startMediaCopier({ db, store, logger: createLogger('silent'), metrics: metrics.media, privateHosts: [origin.hostPort], announce: (tags) => changes.announce(tags) });
  first = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, caching: { changes }, metrics, media: { store, copier } });
  second = await createTestApp({ db, ingestToken: TEST_INGEST_TOKEN, media: { store: openMediaStore({ dataDir: '/nonexistent-data-dir', s3Url: s3.url }) } });
});
afterAll(async () => {
  await copier?.stop();
  await db?.close();
  await origin?.close();
  await s3?.stop().catch(() => undefined);
});

describe('images in an S3-compatible bucket', () => {
  it('keeps the original and each variant in the bucket, which every instance serves from', async () => {
    expect(store.description).toMatch(/^bucket media at http:\/\/127\.0\.0\.1:\d+$/);
    const story = newsItem({ img_urls: [origin.url('/images/bridge.jpg')] });
    await ingest(first, [story]);
    await copier.drained();
    const details = await request(first.app).get(`/api/public/xnews/details/${story.id}`).query({ lang: 'en' });
    const [address] = details.body.img_urls as string[];
    const hash = address?.split('/')[2] as string;
    expect(address).toBe(`/media/${hash}/large`);
    expect(await store.has(`originals/${hash}`)).toBe(true);

    const made = await request(first.app).get(`/media/${hash}/medium`).set('Accept', 'image/webp');
    expect([made.status, made.headers['content-type']]).toEqual([200, 'image/webp']);
    expect(await store.has(variantKey(hash, 'medium', 'webp'))).toBe(true);
    // The other instance finds it made and reads it from the bucket, byte for byte.
    const read = await request(second.app).get(`/media/${hash}/medium`).set('Accept', 'image/webp');
    expect(read.status).toBe(200);
    expect(Buffer.compare(read.body as Buffer, made.body as Buffer)).toBe(0);
    expect((await sharp(read.body as Buffer).metadata()).width).toBe(768);
  });

  it('answers 503 with a clear message, not a hang or a stack, when the bucket is down', async () => {
    const story = newsItem({ img_urls: [origin.url('/images/bridge.jpg')] });
    await ingest(first, [story]);
    const details = await request(first.app).get(`/api/public/xnews/details/${story.id}`).query({ lang: 'en' });
    const hash = (details.body.img_urls[0] as string).split('/')[2];
    await s3.stop();
    const answer = await request(second.app).get(`/media/${hash}/small`).set('Accept', 'image/avif');
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ error: 'media_unavailable', message: 'The image store is unavailable; try again shortly.' });
    expect(answer.headers['retry-after']).toBe('5');
  });
});
