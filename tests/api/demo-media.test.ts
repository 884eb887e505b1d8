import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IMAGE_KEYS, DEMO_MEDIA_ORIGIN, demoImageUrl } from '../../demo/demo-image-addresses';
import { demoDrawings } from '../../demo/demo-images';
import { renderDemoOriginals } from '../../demo/demo-originals';
import { seedDemo } from '../../demo/seed-demo';
import { seedDemoMedia } from '../../demo/seed-demo-media';
import { MEDIA_UNAVAILABLE, parseMediaAddress } from '../../shared/media-address';
import { NEWS_TYPES } from '../../shared/taxonomy';
import type { NewsItem } from '../../shared/types';
import { originalKey } from '../../server/services/media/media-keys';
import { MediaStoreError, type MediaStore } from '../../server/services/media/media-store';
import { createTestApp, type TestApp } from '../support/test-app';

/*
 * The demo's images take the path every ingested image takes (decision 035): the demo stories
 * name upstream-style addresses, the seed stores a drawing as each one's original, and pages
 * show the site's own /media/ address with the real size and the three widths.
 */

const scratch = mkdtempSync(join(tmpdir(), 'xnews-demo-render-'));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemo(testApp.db, { count: 60 });
});
afterAll(async () => {
  await testApp.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** supertest buffers unknown types as text; images must arrive as bytes. */
const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const demoStates = () =>
  testApp.db.query<{ url: string; state: string; hash: string | null }>(`SELECT url, state, hash FROM media_sources WHERE url LIKE $1 ORDER BY url`, [`${DEMO_MEDIA_ORIGIN}/%`]);

describe('the drawings', () => {
  it('cover every key of every category, the same each time, each its own, with no words to translate', () => {
    const drawings = demoDrawings();
    expect(drawings.map(({ key }) => key)).toEqual(DEMO_IMAGE_KEYS);
    expect(new Set(DEMO_IMAGE_KEYS.map((key) => key.split('-')[0]))).toEqual(new Set(NEWS_TYPES));
    expect(demoDrawings()).toEqual(drawings);
    expect(new Set(drawings.map(({ svg }) => svg)).size).toBe(drawings.length);
    for (const { svg } of drawings) expect(svg).not.toMatch(/<text\b/);
  });

  it('render to 1024 × 576 PNG originals, once: a second run reads what the first kept', async () => {
    const drawings = demoDrawings().slice(0, 3);
    const first = await renderDemoOriginals(drawings, scratch);
    expect(readdirSync(scratch).filter((name) => name.endsWith('.png'))).toHaveLength(3);
    for (const { body } of first) expect(await sharp(body).metadata()).toMatchObject({ format: 'png', width: 1024, height: 576 });
    // A kept file is what a second run returns: marked here, so that a render could not pass for it.
    const [kept] = readdirSync(scratch).filter((name) => name.endsWith('.png'));
    const marked = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).png().toBuffer();
    writeFileSync(join(scratch, kept as string), marked);
    const second = await renderDemoOriginals(drawings, scratch);
    expect(second.filter(({ body }) => body.equals(marked))).toHaveLength(1);
    expect(second.filter(({ body }) => first.some((original) => original.body.equals(body)))).toHaveLength(2);
  });
});

describe('the seed of the demo images', () => {
  it('queues the demo stories\' addresses like any upstream\'s, and pages show the placeholder until they are stored', async () => {
    const states = await demoStates();
    expect(states.length).toBeGreaterThan(20);
    expect(states.every(({ state }) => state === 'pending')).toBe(true);
    const list = await request(testApp.app).get('/api/public/xnews/list?lang=en&type=trending&size=5');
    for (const item of list.body as NewsItem[]) expect(item.img_urls.every((url) => url === MEDIA_UNAVAILABLE)).toBe(true);
  });

  it('stores each one named, kept once by its hash, and the pages then name the site\'s own copy with its size', async () => {
    const waiting = (await demoStates()).length;
    expect(await seedDemoMedia(testApp.db, testApp.media)).toBe(waiting);
    const states = await demoStates();
    expect(states.every(({ state, hash }) => state === 'stored' && hash !== null)).toBe(true);
    for (const { hash } of states) expect(await testApp.media.has(originalKey(hash as string))).toBe(true);
    // Stored already: a second run (every start runs it) has nothing to do.
    expect(await seedDemoMedia(testApp.db, testApp.media)).toBe(0);

    const [item] = (await request(testApp.app).get('/api/public/xnews/list?lang=en&type=trending&size=1')).body as NewsItem[];
    const address = item?.img_urls[0] ?? '';
    expect(parseMediaAddress(address)).toBeDefined();
    expect(item?.media_sizes?.[address]).toEqual([1024, 576]);
    const small = await request(testApp.app).get(address.replace(/large$/, 'small')).set('Accept', 'image/avif,image/webp,*/*').buffer(true).parse(binary);
    expect([small.status, small.headers['content-type']]).toEqual([200, 'image/avif']);
    expect(await sharp(small.body as Buffer).metadata()).toMatchObject({ width: 480, height: 270 });
  });

  it('stores an address a later ingest names, and fails with the store\'s own words when the store is down', async () => {
    const { db } = testApp;
    await db.query(`INSERT INTO media_sources (url) VALUES ($1) ON CONFLICT (url) DO UPDATE SET state = 'pending', hash = NULL`, [demoImageUrl('health-11')]);
    const down: MediaStore = {
      description: 'bucket demo at http://127.0.0.1:9',
      get: () => Promise.resolve(undefined),
      has: () => Promise.resolve(false),
      put: () => Promise.reject(new MediaStoreError('bucket demo at http://127.0.0.1:9 did not answer')),
    };
    await expect(seedDemoMedia(db, down)).rejects.toThrow('the demo image health-11 could not be stored in bucket demo at http://127.0.0.1:9: the media store failed: bucket demo at http://127.0.0.1:9 did not answer');
    expect((await demoStates()).find(({ url }) => url === demoImageUrl('health-11'))?.state).toBe('pending');
    expect(await seedDemoMedia(db, testApp.media)).toBe(1);
    expect((await demoStates()).find(({ url }) => url === demoImageUrl('health-11'))?.state).toBe('stored');
  });
});
