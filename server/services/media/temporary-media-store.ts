import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsMediaStore } from './fs-media-store';
import type { MediaStore } from './media-store';

export interface TemporaryMediaStore extends MediaStore {
  /** Removes the folder and whatever was stored in it. */
  remove(): void;
}

/**
 * A media folder of this app's own under the system's temporary folder: what an app gets that is
 * built without one (tests and benchmarks). A server always has DATA_DIR's or a bucket.
 *
 * The folder is made by the first image stored (put makes its parents), so an app that stores
 * none leaves nothing behind, and one that does is removed by whoever made the store: a test run
 * makes a few hundred of these, which left behind filled the machine's /tmp run after run. Its
 * name is unguessable, so that no other user of a shared /tmp can make it first.
 */
export function temporaryMediaStore(): TemporaryMediaStore {
  const folder = join(tmpdir(), `xnews-media-${randomUUID()}`);
  return Object.assign(new FsMediaStore(folder), { remove: () => rmSync(folder, { recursive: true, force: true }) });
}
