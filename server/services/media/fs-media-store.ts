import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { assertValidKey, type MediaStore, MediaStoreError } from './media-store';

/**
 * Errors that mean "nothing stored under this key", as a bucket would answer: no such file, a
 * file where the key wants a folder (ENOTDIR), or a folder where it wants a file (EISDIR: a key
 * that is only the beginning of others, e.g. "originals").
 */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? '');
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The media store in a folder (by default <DATA_DIR>/media), one file per key. */
export class FsMediaStore implements MediaStore {
  readonly description: string;

  constructor(private readonly root: string) {
    this.description = `folder ${root}`;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const path = this.pathOf(key);
    try {
      return await readFile(path);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw new MediaStoreError(`media folder: could not read ${path}: ${reasonOf(error)}`, error);
    }
  }

  async has(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw new MediaStoreError(`media folder: could not look at ${path}: ${reasonOf(error)}`, error);
    }
  }

  /**
   * Written to a temporary file beside the final one, then renamed over it: a rename within one
   * folder is atomic, so a reader finds the old file, the new one or none, never a half-written
   * one, and two writers of the same key each replace it whole. The temporary name starts with
   * '.', which no key segment may, so it can never be taken for, or collide with, a stored key.
   */
  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key);
    const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, path);
    } catch (error) {
      // The write's own error is the one to report; a temporary file left over is never read.
      await rm(temporary, { force: true }).catch(() => undefined);
      throw new MediaStoreError(`media folder: could not write ${path}: ${reasonOf(error)}`, error);
    }
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, ...key.split('/'));
  }
}
