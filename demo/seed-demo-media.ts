import type { Queryable } from '../server/db/database';
import { keepOriginal } from '../server/services/media/keep-original';
import type { MediaStore } from '../server/services/media/media-store';
import { DEMO_MEDIA_ORIGIN, demoImageUrl } from './demo-image-addresses';
import { demoDrawings } from './demo-images';
import { renderDemoOriginals } from './demo-originals';

/**
 * Stores the demo stories' images that are not stored yet, as the media copier stores an
 * upstream's (decision 035), so that they take the same path to the page: the variants made on
 * first request, the rewrite, the sizes. Nothing can fetch the demo's addresses, so the seed
 * draws them instead. Runs before the server serves (index.ts) and after each seed of demo
 * stories; with all stored, it costs one query. Returns how many it stored.
 */
export async function seedDemoMedia(db: Queryable, store: MediaStore): Promise<number> {
  const waiting = await db.query<{ url: string }>(`SELECT url FROM media_sources WHERE url LIKE $1 AND state <> 'stored'`, [`${DEMO_MEDIA_ORIGIN}/%`]);
  if (waiting.length === 0) return 0;
  const wanted = new Set(waiting.map(({ url }) => url));
  const originals = await renderDemoOriginals(demoDrawings().filter(({ key }) => wanted.has(demoImageUrl(key))));
  for (const { key, body } of originals) {
    const kept = await keepOriginal({ db, store }, demoImageUrl(key), body);
    if (!kept.ok) throw new Error(`the demo image ${key} could not be stored in ${store.description}: ${kept.reason}`);
  }
  return originals.length;
}
