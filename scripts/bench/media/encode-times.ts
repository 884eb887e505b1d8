import { performance } from 'node:perf_hooks';
import { IMAGE_VARIANTS, type ImageVariant } from '../../../shared/constants';
import { encodeVariant } from '../../../server/services/media/encode-variant';
import { MEDIA_FORMATS, type MediaFormat } from '../../../server/services/media/media-formats';
import { percentile } from '../percentiles';

export interface EncodeTiming {
  format: MediaFormat;
  name: ImageVariant;
  median: number;
  p95: number;
  bytes: number;
}

/** Each variant of each format made from the cold original, runs times, one at a time (ms). */
export async function measureEncodes(original: Buffer, runs: number): Promise<EncodeTiming[]> {
  const timings: EncodeTiming[] = [];
  for (const format of MEDIA_FORMATS) {
    for (const name of Object.keys(IMAGE_VARIANTS) as ImageVariant[]) {
      const samples: number[] = [];
      let bytes = 0;
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        bytes = (await encodeVariant(original, IMAGE_VARIANTS[name], format)).length;
        samples.push(performance.now() - started);
      }
      samples.sort((a, b) => a - b);
      timings.push({ format, name, median: percentile(samples, 50), p95: percentile(samples, 95), bytes });
    }
  }
  return timings;
}
