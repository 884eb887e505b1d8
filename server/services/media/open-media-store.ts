import { join } from 'node:path';
import { FsMediaStore } from './fs-media-store';
import type { MediaStore } from './media-store';
import { S3MediaStore } from './s3-media-store';

/** The bucket MEDIA_S3_URL names when it is set, else the folder <DATA_DIR>/media. */
export function openMediaStore({ dataDir, s3Url }: { dataDir: string; s3Url: string | undefined }): MediaStore {
  return s3Url ? new S3MediaStore(s3Url) : new FsMediaStore(join(dataDir, 'media'));
}
