import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsMediaStore } from './fs-media-store';
import type { MediaStore } from './media-store';

/**
 * A media folder of this app's own under the system's temporary folder: what an app gets that is
 * built without one (tests and benchmarks). A server always has DATA_DIR's or a bucket.
 */
export function temporaryMediaStore(): MediaStore {
  return new FsMediaStore(mkdtempSync(join(tmpdir(), 'xnews-media-')));
}
