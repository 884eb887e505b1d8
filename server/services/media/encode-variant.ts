import sharp, { type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS } from './media-limits';
import type { MediaFormat } from './media-formats';

/**
 * AVIF's encoder effort (0-9): the slowest format by far. Chosen by measurement (bench:media) so
 * that a cold 2,000 x 1,333 photo's variant stays within 400 ms at the 95th percentile on a
 * 2-core machine: its large variant took 0.1 s at effort 2, 0.19 s at 3, and 1.4 s at 4, where
 * libaom's slower tools begin.
 */
export const AVIF_EFFORT = 3;

const ENCODERS: Record<MediaFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: AVIF_EFFORT }),
  webp: (image) => image.webp({ quality: 72 }),
  jpeg: (image) => image.jpeg({ quality: 78, mozjpeg: true }),
};

/**
 * One variant of a stored original: turned upright by its EXIF orientation, no wider than width,
 * in sRGB, with every piece of metadata left behind (sharp keeps none unless asked), so that no
 * phone photo's GPS position reaches a reader.
 */
export async function encodeVariant(original: Buffer, width: number, format: MediaFormat): Promise<Buffer> {
  const image = sharp(original, { limitInputPixels: MEDIA_MAX_PIXELS, animated: false })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .toColourspace('srgb');
  return ENCODERS[format](image).toBuffer();
}
