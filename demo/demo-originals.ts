import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { DemoDrawing } from './demo-images';

export interface DemoOriginal {
  key: string;
  /** The drawing as PNG: lossless, so that the variants made from it show no second generation of artefacts. */
  body: Buffer;
}

/** Where rendered drawings are kept between runs: each test's site and each seed would otherwise render all 108 again (seconds). */
export const DEMO_RENDER_CACHE = join(tmpdir(), 'xnews-demo-originals');

/** Everything a drawing's bytes depend on: the drawing and the renderer's versions. */
const cacheName = (drawing: DemoDrawing): string =>
  `${createHash('sha256').update(JSON.stringify(sharp.versions)).update(drawing.svg).digest('hex')}.png`;

async function cached(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

/**
 * Writes through a temporary name and a rename, so that a concurrent reader (another test file's
 * seed) finds the whole file or none. The cache only saves time: a folder that cannot be written
 * (a read-only /tmp) leaves the drawing rendered, not the seed failed.
 */
async function keep(folder: string, path: string, body: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(temporary, body);
    await rename(temporary, path);
  } catch {
    // Rendered again next time.
  }
}

/** Each drawing rasterised to its original, from the cache when an earlier run rendered the very same drawing. */
export async function renderDemoOriginals(drawings: readonly DemoDrawing[], folder = DEMO_RENDER_CACHE): Promise<DemoOriginal[]> {
  return Promise.all(
    drawings.map(async (drawing) => {
      const path = join(folder, cacheName(drawing));
      const hit = await cached(path);
      if (hit) return { key: drawing.key, body: hit };
      const body = await sharp(Buffer.from(drawing.svg)).png().toBuffer();
      await keep(folder, path, body);
      return { key: drawing.key, body };
    }),
  );
}
