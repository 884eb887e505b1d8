import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { ImageVariant } from '../../../shared/constants';
import { openDatabase } from '../../../server/db/open-database';
import { migrate } from '../../../server/db/migrate';
import { markSourceStored } from '../../../server/db/media/media-queue';
import { createMetrics } from '../../../server/metrics/metrics';
import { FsMediaStore } from '../../../server/services/media/fs-media-store';
import { MEDIA_FORMATS } from '../../../server/services/media/media-formats';
import { originalKey } from '../../../server/services/media/media-keys';
import { mediaVariants } from '../../../server/services/media/media-variants';
import { summarize, type LatencySummary } from '../percentiles';

/**
 * A variant already in the store, read again for each request with the route's own code (no
 * memory in front, so each is a read of the store): the server's time to have the bytes, ms.
 */
export async function measureServedFromStore(original: Buffer, requests: number): Promise<LatencySummary & { requests: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'xnews-bench-media-'));
  const db = await openDatabase({ dataDir: join(folder, 'db'), holder: 'bench:media' });
  try {
    await migrate(db);
    const store = new FsMediaStore(join(folder, 'media'));
    const hash = 'b'.repeat(64);
    await store.put(originalKey(hash), original, 'image/jpeg');
    await markSourceStored(db, 'https://bench.example/photo.jpg', { hash, format: 'jpeg', width: 2000, height: 1333, bytes: original.length });
    const variants = mediaVariants({ db, store, metrics: createMetrics(db).media, memoryBytes: 0 });
    const names: ImageVariant[] = ['large', 'medium', 'small'];
    // Made once each, then only read.
    for (const name of names) for (const format of MEDIA_FORMATS) await variants.variant(hash, name, format);
    const samples: number[] = [];
    for (let n = 0; n < requests; n++) {
      const started = performance.now();
      await variants.variant(hash, names[n % 3] as ImageVariant, MEDIA_FORMATS[n % MEDIA_FORMATS.length] ?? 'jpeg');
      samples.push(performance.now() - started);
    }
    return { ...summarize(samples), requests };
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
