import sharp, { type Metadata } from 'sharp';
import { hasImageSignature, looksLikeSvg } from './image-signature';
import { MEDIA_MAX_PIXELS } from './media-limits';

/** `format` is the MIME subtype (image/<format>); width and height are after the EXIF orientation, the box a page reserves. */
export type Inspection = { ok: true; format: string; width: number; height: number } | { ok: false; reason: string };

/** sharp's format names of what we accept, as the MIME subtype each is served with. */
const ACCEPTED: Readonly<Record<string, string>> = { jpeg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif', tiff: 'tiff', heif: 'heif' };

/** Small enough that JPEG and WebP decode at a fraction of their size (shrink-on-load), yet every row is read. */
const DECODE_CHECK_SIZE = 64;

function refused(reason: string): Inspection {
  return { ok: false, reason };
}

/** sharp's message for an operator: its first line, never a stack. */
function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]?.slice(0, 200) ?? '';
}

/**
 * Checks that bytes an upstream sent are an image we accept, judged from the bytes alone (the
 * upstream's Content-Type is not trusted): JPEG, PNG, WebP, GIF, AVIF/HEIF or TIFF, at most
 * MEDIA_MAX_PIXELS, and whole. Everything runs in sharp's thread pool, off the event loop.
 */
export async function inspectImage(body: Buffer): Promise<Inspection> {
  if (body.length === 0) return refused('the image is empty');
  if (!hasImageSignature(body)) {
    if (looksLikeSvg(body)) return refused('SVG images are refused: they can carry scripts and external references');
    return refused('not an image in an accepted format (JPEG, PNG, WebP, GIF, AVIF/HEIF or TIFF)');
  }
  let metadata: Metadata;
  try {
    // The header only: the pixel limit is checked below, with the dimensions in the reason.
    metadata = await sharp(body, { limitInputPixels: false }).metadata();
  } catch (error) {
    return refused(`not a readable image: ${firstLine(error)}`);
  }
  const subtype = ACCEPTED[metadata.format];
  if (!subtype) return refused(`${metadata.format} images are not accepted`);
  const format = subtype === 'heif' && metadata.compression === 'av1' ? 'avif' : subtype;
  if (metadata.width * metadata.height > MEDIA_MAX_PIXELS) {
    return refused(`${metadata.width}×${metadata.height} pixels is more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels`);
  }
  try {
    // Decoding is what finds a truncated or damaged file; a small raw output keeps it cheap.
    await sharp(body, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'truncated' })
      .resize(DECODE_CHECK_SIZE, DECODE_CHECK_SIZE, { fit: 'inside' })
      .raw()
      .toBuffer();
  } catch (error) {
    return refused(`the image could not be decoded (truncated or damaged): ${firstLine(error)}`);
  }
  return { ok: true, format, width: metadata.autoOrient.width, height: metadata.autoOrient.height };
}
