import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { articlePath, briefPath, listPath, searchPath } from '../../shared/routes';
import type { Database } from '../../server/db/database';
import { createLogger } from '../../server/logger';
import { createMetrics } from '../../server/metrics/metrics';
import { localContentChanges } from '../../server/services/cache/content-changes';
import { FsMediaStore } from '../../server/services/media/fs-media-store';
import { startMediaCopier, type MediaCopier } from '../../server/services/media/media-copier';
import { freshIp, insertNewUser, signInBrowser } from '../support/accounts';
import { browserSuite, expectNoProblems, gotoHydrated, openPage, WIDTHS } from '../support/browser';
import { ingest } from '../support/ingest';
import { type MediaOrigin, startMediaOrigin } from '../../scripts/harness/media-origin';
import { openTestDatabase } from '../support/test-database';

/*
 * Readers' browsers load images from this site only (decision 035): stories that name another
 * origin's images are copied first, and every page that shows them (the list, the article, the
 * brief, search, the saved list) asks this origin for them, in the widths its srcset offers. The
 * one image upstream could not give shows the placeholder, without a request anywhere.
 */

let origin: MediaOrigin;
let db: Database;
let copier: MediaCopier;
let storeDir: string;

beforeAll(async () => {
  origin = await startMediaOrigin();
  db = await openTestDatabase();
  storeDir = mkdtempSync(join(tmpdir(), 'xnews-media-browser-'));
});
// Registered before the suite's own hooks, so that these run after the site has closed.
afterAll(async () => {
  await copier?.stop();
  await db?.close();
  await origin?.close();
  rmSync(storeDir, { recursive: true, force: true });
});

const changes = localContentChanges();
const store = () => new FsMediaStore(storeDir);
const WORD = 'quayside';
const stories = [0, 1, 2].map((n) =>
  newsItem({
    type: 'world',
    subtype: 'War',
    trendingScore: 95 - n,
    title: `Storm over the ${WORD} number ${n} keeps the ferries in port`,
    news: `The ${WORD} closed for the night.\n\nFerries stayed in port.`,
  }),
);

const suite = browserSuite(() => {
  const mediaStore = store();
  const metrics = createMetrics(db);
  copier = startMediaCopier({ db, store: mediaStore, logger: createLogger('silent'), metrics: metrics.media, privateHosts: [origin.hostPort], announce: (tags) => changes.announce(tags) });
  return {
    stories: 0,
    app: { db, caching: { changes }, metrics, media: { store: mediaStore, copier } },
    setup: async (site) => {
      for (const [n, colour] of ['#7a1f1f', '#1f5a7a', '#3d7a1f'].entries()) {
        origin.serve(`photo-${n}.jpg`, await sharp({ create: { width: 1600, height: 900, channels: 3, background: colour } }).jpeg().toBuffer(), 'image/jpeg');
      }
      await ingest(site.testApp, [
        { ...stories[0]!, img_urls: [origin.url('/images/photo-0.jpg'), origin.url('/images/photo-1.jpg')] },
        { ...stories[1]!, img_urls: [], video_thumbs: [origin.url('/images/photo-2.jpg')] },
        { ...stories[2]!, img_urls: [origin.url('/status/404')] },
      ]);
      await copier.drained();
    },
  };
});


describe('every image from this site', () => {
  it('on the list, the article, the brief, search and the saved list, at a phone and a desktop width', async () => {
    const user = await insertNewUser(db);
    await db.query('INSERT INTO saved_stories (user_id, story_id) SELECT $1, unnest($2::text[])', [user.userId, stories.map((story) => story.id)]);
    const pages = [
      listPath('en', 'world'),
      articlePath('en', stories[0]!.title, stories[0]!.id),
      briefPath('en', stories[1]!.title, stories[1]!.id),
      searchPath('en', { q: WORD }),
      '/en/saved',
    ];
    for (const width of [WIDTHS.phone, WIDTHS.desktop]) {
      const watched = await openPage(suite.browser, width, 900, { clientIp: freshIp() });
      await signInBrowser(watched.context, suite.site.baseUrl, user);
      const asked: string[] = [];
      watched.page.on('request', (request) => {
        if (request.resourceType() === 'image') asked.push(request.url());
      });
      for (const path of pages) {
        await gotoHydrated(watched.page, `${suite.site.baseUrl}${path}`);
        const label = `${path} at ${width} px`;
        // The page's stories are drawn (search and the saved list fetch theirs after hydration).
        if (!path.includes('/brief/')) {
          await watched.page.waitForFunction(() => Array.from(document.images).some((image) => /\/media\/[0-9a-f]{64}\//.test(image.currentSrc || image.src)));
        }
        // Every image in the page is drawn: nothing blocked, nothing broken, lazy ones once scrolled to.
        await watched.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await watched.page.waitForFunction(() => Array.from(document.images).every((image) => image.complete));
        const images = await watched.page.evaluate(() =>
          Array.from(document.images, (image) => ({ src: image.currentSrc || image.src, drawn: image.naturalWidth > 0, className: image.className })),
        );
        for (const image of images) {
          expect(new URL(image.src).origin, label).toBe(suite.site.baseUrl);
          expect(image, label).toMatchObject({ drawn: true });
        }
        const stored = images.filter((image) => /^\/media\/[0-9a-f]{64}\/(small|medium|large)$/.test(new URL(image.src).pathname));
        // The brief shows no image; its card for sharing names the stored copy.
        if (path.includes('/brief/')) {
          const shared = await watched.page.locator('meta[property="og:image"]').first().getAttribute('content');
          expect(shared, label).toMatch(/^https:\/\/www\.xnews\.com\/media\/[0-9a-f]{64}\/large$/);
        } else expect(stored.length, `${label}: ${JSON.stringify(images)}`).toBeGreaterThan(0);
      }
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.filter((url) => new URL(url).origin !== suite.site.baseUrl)).toEqual([]);
      expectNoProblems(watched);
      await watched.context.close();
    }
    // Upstream was asked for each image once, by the copier, never by a browser.
    expect(origin.requests.map((request) => request.path).sort()).toEqual(['/images/photo-0.jpg', '/images/photo-1.jpg', '/images/photo-2.jpg', '/status/404']);
  });
});
