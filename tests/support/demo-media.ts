import { DEMO_MEDIA_ORIGIN, demoImageUrl } from '../../demo/demo-image-addresses';
import { seedDemoMedia } from '../../demo/seed-demo-media';
import { mediaAddress } from '../../shared/media-address';
import type { TestApp } from './test-app';

/**
 * Stores the demo images that the test's stories name, as a server's start does, and gives the
 * address pages show for each by its key (e.g. 'world-1'): /media/{hash}/large. Call it after
 * ingesting the stories, since an image is stored only once a story names it.
 */
export async function storeDemoImages(testApp: Pick<TestApp, 'db' | 'media'>): Promise<(key: string) => string> {
  await seedDemoMedia(testApp.db, testApp.media);
  const rows = await testApp.db.query<{ url: string; hash: string }>(`SELECT url, hash FROM media_sources WHERE state = 'stored' AND url LIKE $1`, [`${DEMO_MEDIA_ORIGIN}/%`]);
  const hashes = new Map(rows.map(({ url, hash }) => [url, hash]));
  return (key) => {
    const hash = hashes.get(demoImageUrl(key));
    if (!hash) throw new Error(`the demo image ${key} is not stored: no story of this test names it`);
    return mediaAddress(hash);
  };
}
