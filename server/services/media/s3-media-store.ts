import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { NodeHttpHandler } from '@smithy/node-http-handler';
import { assertValidKey, type MediaStore, MediaStoreError } from './media-store';
import { parseS3Url } from './s3-url';

/** Also here for callers that take the URL's rules with the store; s3-url alone loads no SDK. */
export { parseS3Url, type S3Location } from './s3-url';

/**
 * How long a request may take, so that a store that is down or stuck fails in seconds and never
 * holds a request: connectMs to connect; idleMs of silence from the server at any point (the
 * usual sign of a stuck server, and it does not cut a large upload on a slow link that still
 * moves); requestMs for a whole request until the answer starts, against a server that trickles.
 */
export interface S3Timeouts {
  connectMs: number;
  idleMs: number;
  requestMs: number;
}

export const S3_TIMEOUTS: S3Timeouts = { connectMs: 3_000, idleMs: 5_000, requestMs: 30_000 };
/** One retry: enough for a dropped keep-alive connection, few enough that an outage fails fast. */
const MAX_ATTEMPTS = 2;

/** What the SDK's errors carry: the HTTP status when the server answered, none when it did not. */
interface SdkError {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/** The store in an S3-compatible bucket (AWS, MinIO, Ceph, R2…), keys under the URL's prefix. */
export class S3MediaStore implements MediaStore {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  /** The bucket's address for messages: endpoint, bucket and prefix, never the credentials. */
  private readonly where: string;

  constructor(url: string, timeouts: S3Timeouts = S3_TIMEOUTS) {
    const location = parseS3Url(url);
    this.bucket = location.bucket;
    this.prefix = location.prefix;
    this.where = `${location.endpoint}/${location.bucket}${location.prefix === '' ? '' : `/${location.prefix.slice(0, -1)}`}`;
    this.description = `bucket ${location.bucket}${location.prefix === '' ? '' : ` (prefix ${location.prefix})`} at ${location.endpoint}`;
    this.client = new S3Client({
      endpoint: location.endpoint,
      region: location.region,
      ...(location.credentials ? { credentials: location.credentials } : {}),
      // Path-style (endpoint/bucket/key) works with every S3-compatible server; the virtual-host
      // style needs a DNS name per bucket, which MinIO, Ceph or a local s3rver seldom have.
      forcePathStyle: true,
      maxAttempts: MAX_ATTEMPTS,
      // The SDK's default CRC checksums on every request are refused or mishandled by some
      // S3-compatible servers; S3 still checks a PUT's length and signature without them.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: new NodeHttpHandler({
        connectionTimeout: timeouts.connectMs,
        socketTimeout: timeouts.idleMs,
        requestTimeout: timeouts.requestMs,
        // Without it a request past requestTimeout is only logged, and goes on waiting.
        throwOnRequestTimeout: true,
      }),
    });
  }

  async get(key: string): Promise<Buffer | undefined> {
    const objectKey = this.objectKey(key);
    try {
      const { Body } = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      if (!Body) return Buffer.alloc(0);
      const bytes = await Body.transformToByteArray();
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (error) {
      // A missing bucket is a 404 too, but one that every key would get: that is an error.
      if ((error as SdkError).name === 'NoSuchKey' || (statusOf(error) === 404 && (error as SdkError).name !== 'NoSuchBucket')) return undefined;
      throw this.failure('read', objectKey, error);
    }
  }

  async has(key: string): Promise<boolean> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw this.failure('look up', objectKey, error);
    }
  }

  /** One PutObject: S3 stores an object whole or not at all, and the last of two writers wins. */
  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const objectKey = this.objectKey(key);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: objectKey, Body: body, ContentType: contentType }));
    } catch (error) {
      throw this.failure('write', objectKey, error);
    }
  }

  private objectKey(key: string): string {
    assertValidKey(key);
    return this.prefix + key;
  }

  /** "did not answer" when no HTTP answer came (refused, timed out, cut off), else what it answered. */
  private failure(operation: string, objectKey: string, error: unknown): MediaStoreError {
    const status = statusOf(error);
    // Nothing was sent: MEDIA_S3_URL has no keys and the default chain found none either.
    if ((error as SdkError).name === 'CredentialsProviderError') {
      return new MediaStoreError(`object storage at ${this.where}: no credentials to ${operation} ${objectKey}: MEDIA_S3_URL has no keys and the SDK found none (environment, profile, instance role): ${reasonOf(error)}`, error);
    }
    if (status === undefined) {
      return new MediaStoreError(`object storage at ${this.where} did not answer: ${reasonOf(error)} (to ${operation} ${objectKey})`, error);
    }
    return new MediaStoreError(`object storage at ${this.where} refused to ${operation} ${objectKey}: HTTP ${status} ${reasonOf(error)}`, error);
  }
}

function statusOf(error: unknown): number | undefined {
  return (error as SdkError | undefined)?.$metadata?.httpStatusCode;
}

/**
 * The error's own words, after its name when that says more than "Error" (TimeoutError,
 * NoSuchBucket…) and without the SDK's "@smithy/node-http-handler - " lead; its code when it has
 * no words (Node's AggregateError for a connection refused at every address of a host has none).
 */
function reasonOf(error: unknown): string {
  const { name, code, message } = (error ?? {}) as SdkError;
  const words = (message ?? '').replace(/^@smithy\/node-http-handler - /, '');
  if (words === '') return code ?? name ?? String(error);
  return name && name !== 'Error' && !words.includes(name) ? `${name}: ${words}` : words;
}
