/**
 * Where the site keeps its copies of story images: originals under their content hash, and the
 * resized variants made from them. A folder by default, or an S3-compatible bucket so that
 * several instances share one copy.
 */
export interface MediaStore {
  /** Where it stores, for logs and messages, without secrets (e.g. "folder /data/media", "bucket media at http://127.0.0.1:9000"). */
  readonly description: string;
  /** The object's bytes, or undefined when nothing is stored under key. */
  get(key: string): Promise<Buffer | undefined>;
  /** True when key is stored. */
  has(key: string): Promise<boolean>;
  /** Stores body under key, whole or not at all: a reader never sees half an object. Storing the same key twice is harmless. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
}

/**
 * The store could not be reached, or refused: the folder is not writable, the bucket does not
 * answer or denies us. The message names the store, never its credentials; retrying later may work.
 */
export class MediaStoreError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
    this.name = 'MediaStoreError';
  }
}

/**
 * Lower-case letters and digits, joined by single '.', '_', '-' or '/': so a key is the same
 * relative path in a folder and in a bucket, can never climb out of the folder ('..', a leading
 * '/'), and never starts a segment with '.', which leaves names such as the folder store's
 * ".name.tmp" files free for it alone. E.g. originals/<64 hex>, variants/<64 hex>/large.avif.
 */
const VALID_KEY = /^[a-z0-9]+(?:[._\-/][a-z0-9]+)*$/;

/** Throws a plain Error for a key outside the rules: the caller's mistake, not the store's. */
export function assertValidKey(key: string): void {
  if (!VALID_KEY.test(key)) {
    throw new Error(`invalid media key ${JSON.stringify(key)}: expected segments of [a-z0-9] joined by '.', '_', '-' or '/'`);
  }
}
