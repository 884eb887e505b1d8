import { Counter, Histogram, type Registry } from 'prom-client';

export interface MediaMetrics {
  /** Fetches of upstream images, by outcome: stored, retry, failed. */
  fetches: Counter<'outcome'>;
  /** Bytes of originals put in the store. */
  storedBytes: Counter;
  /** Variants encoded, by width name and format. */
  variantsMade: Counter<'name' | 'format'>;
  /** Variants answered, by format and whence: memory, store or encoded for this request. */
  variantsServed: Counter<'format' | 'source'>;
  /** Time to encode one variant, by format. */
  encodeSeconds: Histogram<'format'>;
}

/** The media pipeline's Prometheus metrics (decision 035), in the app's registry. */
export function createMediaMetrics(registry: Registry): MediaMetrics {
  const registers = [registry];
  return {
    fetches: new Counter({ name: 'xnews_media_fetches_total', help: 'Fetches of upstream images, by outcome (stored, retry, failed)', labelNames: ['outcome'], registers }),
    storedBytes: new Counter({ name: 'xnews_media_stored_bytes_total', help: 'Bytes of original images put in the media store', registers }),
    variantsMade: new Counter({ name: 'xnews_media_variants_made_total', help: 'Image variants encoded, by width name and format', labelNames: ['name', 'format'], registers }),
    variantsServed: new Counter({ name: 'xnews_media_variants_served_total', help: 'Image variants answered, by format and source (memory, store, encoded)', labelNames: ['format', 'source'], registers }),
    encodeSeconds: new Histogram({
      name: 'xnews_media_encode_seconds',
      help: 'Time to encode one image variant, by format',
      labelNames: ['format'],
      buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
      registers,
    }),
  };
}
