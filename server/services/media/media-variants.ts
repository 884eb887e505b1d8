import { setTimeout as sleep } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import { IMAGE_VARIANTS, type ImageVariant } from '../../../shared/constants';
import type { Queryable } from '../../db/database';
import { mediaObject } from '../../db/media/media-objects';
import { claimVariant, forgetVariant, markVariantMade, releaseVariant, type VariantKey } from '../../db/media/variant-claims';
import type { MediaMetrics } from '../../metrics/media-metrics';
import { encodeVariant } from './encode-variant';
import { MEDIA_CONTENT_TYPES, type MediaFormat } from './media-formats';
import { originalKey, variantKey } from './media-keys';
import { MediaStoreError, type MediaStore } from './media-store';

/** How long an instance holds a variant it encodes: far beyond an encode, short enough that a crashed holder's claim soon lapses. */
const CLAIM_MS = 60_000;
/** How long a request waits for another instance's encode before it answers 503. */
const WAIT_MS = 30_000;
/** Variants kept in memory, by their bytes: the hot images of the day, served without the store (a bucket is a network round trip away). Buffers live outside the V8 heap that decision 025 sizes the caches from, so this is kept small. */
const MEMORY_BYTES = 32 * 1024 * 1024;

export interface MediaVariants {
  /** A variant's bytes (made on its first request, once on all instances), or undefined when the site holds no image of that hash. */
  variant(hash: string, name: ImageVariant, format: MediaFormat): Promise<Buffer | undefined>;
}

/**
 * The variants of stored originals (decision 035). The first request for one encodes it and puts
 * it in the store; requests meanwhile on this instance share that encode, and other instances,
 * which find the variant claimed in the database, wait for it to reach the store. So each
 * variant and format is encoded once, however many readers ask at once.
 */
export function mediaVariants(deps: { db: Queryable; store: MediaStore; metrics: MediaMetrics; waitMs?: number; memoryBytes?: number }): MediaVariants {
  const { db, store, metrics, waitMs = WAIT_MS, memoryBytes = MEMORY_BYTES } = deps;
  // None at all when asked for none (bench:media times the store itself).
  const memory = memoryBytes > 0 ? new LRUCache<string, Buffer>({ maxSize: memoryBytes, sizeCalculation: (body) => body.length }) : undefined;
  const underWay = new Map<string, Promise<Buffer | undefined>>();

  const encode = async (claim: VariantKey & { name: ImageVariant; format: MediaFormat }, key: string): Promise<Buffer> => {
    try {
      const original = await store.get(originalKey(claim.hash));
      if (!original) throw new MediaStoreError(`the original of ${claim.hash} is missing from ${store.description}`);
      const stop = metrics.encodeSeconds.startTimer({ format: claim.format });
      const body = await encodeVariant(original, IMAGE_VARIANTS[claim.name], claim.format);
      stop();
      await store.put(key, body, MEDIA_CONTENT_TYPES[claim.format]);
      await markVariantMade(db, claim, body.length);
      metrics.variantsMade.inc({ name: claim.name, format: claim.format });
      return body;
    } catch (error) {
      await releaseVariant(db, claim).catch(() => undefined);
      throw error;
    }
  };

  const fetchOrMake = async (hash: string, name: ImageVariant, format: MediaFormat, key: string): Promise<Buffer | undefined> => {
    const stored = await store.get(key);
    if (stored) {
      metrics.variantsServed.inc({ format, source: 'store' });
      return stored;
    }
    if (!(await mediaObject(db, hash))) return undefined;
    const claim = { hash, name, format };
    const deadline = Date.now() + waitMs;
    for (let wait = 25; ; wait = Math.min(wait * 2, 500)) {
      const state = await claimVariant(db, claim, CLAIM_MS);
      if (state === 'claimed') {
        const body = await encode(claim, key);
        metrics.variantsServed.inc({ format, source: 'encoded' });
        return body;
      }
      const made = await store.get(key);
      if (made) {
        metrics.variantsServed.inc({ format, source: 'store' });
        return made;
      }
      // Marked made but gone from the store (a bucket emptied by hand): made again.
      if (state === 'made') await forgetVariant(db, claim);
      else if (Date.now() > deadline) throw new MediaStoreError(`another instance has been encoding ${key} for over ${waitMs / 1000} s`);
      else await sleep(wait);
    }
  };

  return {
    async variant(hash, name, format) {
      const key = variantKey(hash, name, format);
      const kept = memory?.get(key);
      if (kept) {
        metrics.variantsServed.inc({ format, source: 'memory' });
        return kept;
      }
      let pending = underWay.get(key);
      if (!pending) {
        pending = fetchOrMake(hash, name, format, key).finally(() => underWay.delete(key));
        underWay.set(key, pending);
      }
      const body = await pending;
      if (body) memory?.set(key, body);
      return body;
    },
  };
}

