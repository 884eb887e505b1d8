import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoImage } from '../../demo/demo-images';

const WEBP_QUALITY = 70;
/** Holds the hash of what the folder's images were rendered from. */
const STAMP_FILE = 'stamp';

/** Everything the bytes depend on: each drawing, the quality, and the encoder's versions. */
function stampOf(images: readonly DemoImage[]): string {
  const hash = createHash('sha256').update(JSON.stringify({ quality: WEBP_QUALITY, versions: sharp.versions }));
  for (const image of images) hash.update(`${image.file}\0${image.svg}\0`);
  return hash.digest('hex');
}

function readStamp(dir: string): string | undefined {
  try {
    return readFileSync(join(dir, STAMP_FILE), 'utf8');
  } catch {
    return undefined;
  }
}

const errorCode = (error: unknown): unknown => (error as NodeJS.ErrnoException).code;

/**
 * Puts the finished folder in place of the old one. A directory cannot be renamed over a
 * non-empty one, so the old one is moved aside first: a reader finds the old complete folder or
 * the new complete one (or, for the instant between the renames, none), never one half written.
 */
function swapIn(temp: string, dir: string, stamp: string): void {
  const old = `${temp}-old`;
  try {
    renameSync(dir, old);
  } catch (error) {
    if (errorCode(error) !== 'ENOENT') throw error;
  }
  try {
    renameSync(temp, dir);
  } catch (error) {
    // A concurrent build swapped its folder in between the renames: fine if it drew the same.
    if (!['ENOTEMPTY', 'EEXIST'].includes(String(errorCode(error))) || readStamp(dir) !== stamp) throw error;
  }
  rmSync(old, { recursive: true, force: true });
}

/**
 * Renders each image to WebP in dir, unless dir's stamp says it already holds these very
 * images: the drawings are cheap to compute and hash, the encoding is not. Returns how many
 * it rendered.
 */
export async function renderDemoMedia(dir: string, images: readonly DemoImage[]): Promise<number> {
  const stamp = stampOf(images);
  if (readStamp(dir) === stamp) return 0;
  const temp = `${dir}.tmp-${randomBytes(6).toString('hex')}`;
  mkdirSync(temp, { recursive: true });
  try {
    await Promise.all(
      images.map(async (image) => writeFileSync(join(temp, image.file), await sharp(Buffer.from(image.svg)).webp({ quality: WEBP_QUALITY }).toBuffer())),
    );
    writeFileSync(join(temp, STAMP_FILE), stamp);
    swapIn(temp, dir, stamp);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
  return images.length;
}
