import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { markSourceStored } from '../../db/media/media-queue';
import type { MediaMetrics } from '../../metrics/media-metrics';
import { inspectImage } from './inspect-image';
import { originalKey } from './media-keys';
import { MediaStoreError, type MediaStore } from './media-store';

/** Kept: the address's original is stored under its hash. Refused: why, and whether a later try could succeed. */
export type KeptOriginal = { ok: true; hash: string } | { ok: false; reason: string; retry: boolean };

export interface KeepDeps {
  db: Queryable;
  store: MediaStore;
  metrics?: MediaMetrics;
}

/**
 * Stores the bytes an address gave as its original (decision 035): checked from the bytes alone,
 * named by their content hash, so that an image several addresses share is kept once, and the
 * address marked stored, which is what pages read. The copier keeps what it fetched, the demo
 * seed what it drew.
 */
export async function keepOriginal({ db, store, metrics }: KeepDeps, url: string, body: Buffer): Promise<KeptOriginal> {
  const inspected = await inspectImage(body);
  if (!inspected.ok) return { ok: false, reason: inspected.reason, retry: false };
  const hash = createHash('sha256').update(body).digest('hex');
  try {
    await store.put(originalKey(hash), body, `image/${inspected.format}`);
  } catch (error) {
    if (!(error instanceof MediaStoreError)) throw error;
    return { ok: false, reason: `the media store failed: ${error.message}`, retry: true };
  }
  await markSourceStored(db, url, { hash, format: inspected.format, width: inspected.width, height: inspected.height, bytes: body.length });
  metrics?.fetches.inc({ outcome: 'stored' });
  metrics?.storedBytes.inc(body.length);
  return { ok: true, hash };
}
