import sharp, { type Sharp } from 'sharp';
import { MEDIA_MAX_PIXELS } from './media-limits';
import type { MediaFormat } from './media-formats';

/**
 * AVIF's encoder effort (0-9): the slowest format by far. Chosen by measurement (bench:media) so
 * that a cold 2,000 x 1,333 photo's variant stays within 400 ms at the 95th percentile on a
 * 2-core machine.
 */
export const AVIF_EFFORT = 2;

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
