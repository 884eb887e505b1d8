import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3UnderTest } from '../../scripts/harness/s3-server';
import { FsMediaStore } from '../../server/services/media/fs-media-store';
import { type MediaStore, MediaStoreError } from '../../server/services/media/media-store';
import { openMediaStore } from '../../server/services/media/open-media-store';
import { S3MediaStore } from '../../server/services/media/s3-media-store';
import { parseS3Url } from '../../server/services/media/s3-url';

/**
 * The media store's one contract, run against a folder and against a real S3-compatible server
 * (s3rver on loopback, of this file's own), then what each does alone: the folder's atomic
 * writes, the bucket's prefix, content type and bounded failures, and MEDIA_S3_URL's parsing.
 */
let s3: S3UnderTest;
let folder: string;

beforeAll(async () => {
  [s3, folder] = await Promise.all([startS3Server(), mkdtemp(join(tmpdir(), 'xnews-media-'))]);
});
afterAll(async () => {
  await s3.stop();
  await rm(folder, { recursive: true, force: true });
});

const originalKey = () => `originals/${randomBytes(32).toString('hex')}`;
const variantKey = (size = 'large', format = 'webp') => `variants/${randomBytes(32).toString('hex')}/${size}.${format}`;
/** Every byte value, then random ones: text handling anywhere on the way would change some. */
const binary = (length: number) => Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, index) => index)), randomBytes(length)]);
const secretOf = (url: string) => decodeURIComponent(new URL(url).password);

/** How the promise settled, or 'pending' if it had not within limitMs: waits on it, never longer. */
async function settlement<T>(promise: Promise<T>, limitMs: number): Promise<{ value: T } | { error: unknown } | 'pending'> {
  let timer: NodeJS.Timeout | undefined;
  const pending = new Promise<'pending'>((resolve) => (timer = setTimeout(() => resolve('pending'), limitMs)));
  try {
    return await Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), pending]);
  } finally {
    clearTimeout(timer);
  }
}

const INVALID_KEYS = [
  '',
  '/originals/abc',
  '../abc',
  'originals/../abc',
  'originals/./abc',
  'originals//abc',
  'originals/abc/',
  'Originals/abc',
  'originals/.abc',
  'originals/abc.tmp ',
  'originals\\abc',
  'originals/abc%2f',
  'originals/ä',
];

describe.each([
  ['a folder', () => new FsMediaStore(folder)],
  ['an S3 bucket', () => new S3MediaStore(s3.url)],
])('the media store in %s', (_where, open: () => MediaStore) => {
  it('gives back the bytes it stored, byte for byte, and says it has them', async () => {
    const store = open();
    const [key, body] = [variantKey('small', 'avif'), binary(4096)];
    await store.put(key, body, 'image/avif');
    expect(await store.has(key)).toBe(true);
    const read = await store.get(key);
    expect(read).toBeInstanceOf(Buffer);
    expect(read?.equals(body)).toBe(true);
  });

  it('answers undefined and false for a key stored nowhere, also beside and under stored ones', async () => {
    const store = open();
    const stored = variantKey('medium', 'jpeg');
    await store.put(stored, binary(10), 'image/jpeg');
    for (const key of [originalKey(), stored.replace('medium.jpeg', 'small.jpeg'), stored.slice(0, stored.lastIndexOf('/'))]) {
      expect(await store.get(key)).toBeUndefined();
      expect(await store.has(key)).toBe(false);
    }
  });

  it('takes the same key again without harm, the last bytes standing', async () => {
    const store = open();
    const [key, first, second] = [originalKey(), binary(1000), binary(2000)];
    await store.put(key, first, 'image/png');
    await store.put(key, first, 'image/png');
    expect((await store.get(key))?.equals(first)).toBe(true);
    await store.put(key, second, 'image/png');
    expect((await store.get(key))?.equals(second)).toBe(true);
  });

  it('refuses a key outside the rules with a plain Error, before touching the store', async () => {
    const store = open();
    for (const key of INVALID_KEYS) {
      for (const call of [() => store.get(key), () => store.has(key), () => store.put(key, binary(1), 'image/jpeg')]) {
        const error = await call().then(
          () => undefined,
          (thrown: unknown) => thrown,
        );
        expect(error, key).toBeInstanceOf(Error);
        expect(error, key).not.toBeInstanceOf(MediaStoreError);
        expect((error as Error).message).toContain(`invalid media key ${JSON.stringify(key)}`);
      }
    }
  });

  it('lets two writers store one key at once: both succeed, and the object is whole', async () => {
    const store = open();
    const [key, body] = [originalKey(), binary(1024 * 1024)];
    await Promise.all([store.put(key, body, 'image/jpeg'), store.put(key, body, 'image/jpeg')]);
    expect((await store.get(key))?.equals(body)).toBe(true);
  });

  it('stores and reads back a large object (8 MB)', async () => {
    const store = open();
    const [key, body] = [originalKey(), randomBytes(8 * 1024 * 1024)];
    await store.put(key, body, 'image/jpeg');
    expect(await store.has(key)).toBe(true);
    expect((await store.get(key))?.equals(body)).toBe(true);
  });
});

describe('the media store in a folder', () => {
  /** Every file under the folder, as paths relative to it. */
  const filesIn = async (root: string) =>
    (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));

  it('keeps one file per key under its own folder, and no temporary file once a put is over', async () => {
    const root = await mkdtemp(join(tmpdir(), 'xnews-media-'));
    try {
      const store = new FsMediaStore(root);
      const keys = [originalKey(), variantKey('large', 'avif'), variantKey('small', 'jpeg')];
      for (const key of keys) await store.put(key, binary(100), 'image/jpeg');
      await Promise.all([store.put(keys[0]!, binary(100), 'image/jpeg'), store.put(keys[0]!, binary(100), 'image/jpeg')]);
      expect((await filesIn(root)).sort()).toEqual([...keys].sort());
      expect(store.description).toBe(`folder ${root}`);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('fails a write it cannot make with a MediaStoreError naming the path, and leaves no temporary file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'xnews-media-'));
    try {
      const store = new FsMediaStore(root);
      const under = variantKey();
      await store.put(under, binary(10), 'image/webp');
      // The key's folder is there as a folder: a file cannot be renamed over it.
      const folderKey = under.slice(0, under.lastIndexOf('/'));
      const error = await store.put(folderKey, binary(10), 'image/webp').catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(MediaStoreError);
      expect((error as Error).message).toContain(`could not write ${join(root, ...folderKey.split('/'))}`);
      expect(await filesIn(root)).toEqual([under]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('never shows a reader half an object: while a large one is replaced, each read is the old or the new one whole', async () => {
    const store = new FsMediaStore(folder);
    const [key, old, replacement] = [originalKey(), randomBytes(8 * 1024 * 1024), randomBytes(8 * 1024 * 1024)];
    await store.put(key, old, 'image/jpeg');
    let replaced = false;
    const writing = store.put(key, replacement, 'image/jpeg').then(() => (replaced = true));
    const seen = { old: 0, replacement: 0 };
    do {
      const read = await store.get(key);
      if (read?.equals(old)) seen.old += 1;
      else if (read?.equals(replacement)) seen.replacement += 1;
      else throw new Error(`a read gave ${read?.length ?? 'no'} bytes, neither object`);
    } while (!replaced);
    await writing;
    expect((await store.get(key))?.equals(replacement)).toBe(true);
    expect(seen.old + seen.replacement).toBeGreaterThan(0);
  });
});

describe('the media store in an S3 bucket', () => {
  /** A plain client on the same bucket, to look at what the store wrote. */
  const rawClient = () => {
    const { endpoint, region, credentials } = parseS3Url(s3.url);
    return new S3Client({ endpoint, region, credentials, forcePathStyle: true });
  };
  /** s3.url on another path: another bucket, or a prefix in this one. */
  const withPath = (path: string) => s3.url.replace(/\/media$/, path);

  it('stores the content type with the object, and keys under the prefix the URL names', async () => {
    const store = new S3MediaStore(withPath('/media/site-a/images'));
    const key = variantKey('medium', 'webp');
    await store.put(key, binary(50), 'image/webp');
    const client = rawClient();
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket: 'media', Key: `site-a/images/${key}` }));
      expect(head.ContentType).toBe('image/webp');
      expect(head.ContentLength).toBe(306);
    } finally {
      client.destroy();
    }
    expect(await new S3MediaStore(s3.url).has(key)).toBe(false);
    expect(store.description).toBe(`bucket media (prefix site-a/images/) at ${new URL(s3.url).origin}`);
  });

  it('describes itself by bucket and endpoint, never by its keys', () => {
    const store = new S3MediaStore(s3.url);
    expect(store.description).toBe(`bucket media at ${new URL(s3.url).origin}`);
    expect(store.description).not.toContain(secretOf(s3.url));
    expect(store.description).not.toContain('S3RVER');
  });

  it('fails with a MediaStoreError, not "missing", when the bucket does not exist', async () => {
    const store = new S3MediaStore(withPath('/no-such-bucket'));
    const where = `object storage at ${new URL(s3.url).origin}/no-such-bucket refused to`;
    for (const call of [() => store.get(originalKey()), () => store.put(originalKey(), binary(10), 'image/jpeg')]) {
      const error = await call().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(MediaStoreError);
      expect((error as Error).message).toContain(where);
      expect((error as Error).message).toContain('NoSuchBucket');
      expect((error as Error).message).not.toContain(secretOf(s3.url));
    }
  });

  it('without keys in the URL or in the default credential chain, fails saying so', async () => {
    // The chain reads these when asked: none set, no files, no instance metadata service.
    const chain = {
      AWS_ACCESS_KEY_ID: undefined,
      AWS_SECRET_ACCESS_KEY: undefined,
      AWS_SESSION_TOKEN: undefined,
      AWS_PROFILE: undefined,
      AWS_WEB_IDENTITY_TOKEN_FILE: undefined,
      AWS_CONTAINER_CREDENTIALS_RELATIVE_URI: undefined,
      AWS_CONTAINER_CREDENTIALS_FULL_URI: undefined,
      AWS_SHARED_CREDENTIALS_FILE: join(folder, 'no-credentials'),
      AWS_CONFIG_FILE: join(folder, 'no-config'),
      AWS_EC2_METADATA_DISABLED: 'true',
    };
    const saved = Object.fromEntries(Object.keys(chain).map((name) => [name, process.env[name]]));
    const setEnv = (values: Record<string, string | undefined>) => {
      for (const [name, value] of Object.entries(values)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    };
    setEnv(chain);
    try {
      const store = new S3MediaStore(s3.url.replace(/\/\/[^@]*@/, '//'));
      const outcome = await settlement<unknown>(store.get(originalKey()), 30_000);
      expect(outcome).not.toBe('pending');
      const { error } = outcome as { error: unknown };
      expect(error).toBeInstanceOf(MediaStoreError);
      expect((error as Error).message).toContain(`object storage at ${new URL(s3.url).origin}/media: no credentials to read originals/`);
    } finally {
      setEnv(saved);
    }
  });

  it('fails within seconds with a MediaStoreError naming the endpoint when the server is stopped', async () => {
    const stopped = await startS3Server();
    await stopped.stop();
    const store = new S3MediaStore(stopped.url);
    const where = `object storage at ${new URL(stopped.url).origin}/media did not answer`;
    for (const call of [() => store.get(originalKey()), () => store.has(originalKey()), () => store.put(originalKey(), binary(10), 'image/jpeg')]) {
      const outcome = await settlement<unknown>(call(), 30_000);
      expect(outcome).not.toBe('pending');
      expect(outcome).toHaveProperty('error');
      const { error } = outcome as { error: unknown };
      expect(error).toBeInstanceOf(MediaStoreError);
      expect((error as Error).message).toContain(where);
      expect((error as Error).message).toContain('ECONNREFUSED');
      expect((error as Error).message).not.toContain(secretOf(stopped.url));
    }
  });

  it('fails within its timeouts, not never, when the server takes the connection and then says nothing', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const store = new S3MediaStore(`http://key:hush-hush@127.0.0.1:${port}/media`);
      const outcome = await settlement(store.get(originalKey()), 30_000);
      expect(outcome).not.toBe('pending');
      const { error } = outcome as { error: unknown };
      expect(error).toBeInstanceOf(MediaStoreError);
      expect((error as Error).message).toContain(`object storage at http://127.0.0.1:${port}/media did not answer`);
      expect((error as Error).message).not.toContain('hush-hush');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('parseS3Url', () => {
  it('reads the endpoint, bucket, prefix, region and keys', () => {
    expect(parseS3Url('http://AKID:SECRET@127.0.0.1:9000/media')).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      prefix: '',
      region: 'us-east-1',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'SECRET' },
    });
    expect(parseS3Url('https://AKID:SECRET@s3.example.com/media.bucket/site-a/images/?region=eu-west-1')).toEqual({
      endpoint: 'https://s3.example.com',
      bucket: 'media.bucket',
      prefix: 'site-a/images/',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'SECRET' },
    });
    expect(parseS3Url('http://minio:9000/media/').prefix).toBe('');
  });

  it('decodes percent-encoded keys, as AWS secret keys often hold "/" and "+"', () => {
    expect(parseS3Url('https://AKID:ab%2Fcd+ef%40gh@s3.example.com/media').credentials).toEqual({ accessKeyId: 'AKID', secretAccessKey: 'ab/cd+ef@gh' });
  });

  it('leaves the keys to the default credential chain when the URL has none', () => {
    expect(parseS3Url('https://s3.eu-west-1.amazonaws.com/media?region=eu-west-1')).toMatchObject({
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'media',
      region: 'eu-west-1',
      credentials: undefined,
    });
  });

  it.each([
    ['not a URL', 'not a url', /^MEDIA_S3_URL is not a URL/],
    ['a secret key with a bare "/"', 'http://AKID:p4ss/w0rd@host/media', /^MEDIA_S3_URL is not a URL \(are '\/', '\?', '#' and '@' in the keys percent-encoded\?\)/],
    ['no bucket', 'http://AKID:p4ssw0rd@host:9000', /^MEDIA_S3_URL names no bucket/],
    ['no bucket, only a slash', 'http://AKID:p4ssw0rd@host:9000/', /^MEDIA_S3_URL names no bucket/],
    ['ftp:', 'ftp://AKID:p4ssw0rd@host/media', /^MEDIA_S3_URL must start with http:\/\/ or https:\/\/, not ftp:\/\//],
    ['a bucket name S3 refuses', 'http://AKID:p4ssw0rd@host/Media_Files', /^MEDIA_S3_URL has "Media_Files" for a bucket/],
    ['a prefix outside the key rules', 'http://AKID:p4ssw0rd@host/media/Site..A', /^MEDIA_S3_URL has a prefix segment "Site..A"/],
    ['an access key without a secret key', 'http://AKID@host/media', /^MEDIA_S3_URL has only one of ACCESS_KEY and SECRET_KEY/],
    ['an unknown parameter', 'http://AKID:p4ssw0rd@host/media?regoin=eu', /^MEDIA_S3_URL has an unknown parameter "regoin"/],
    ['a bad region', 'http://AKID:p4ssw0rd@host/media?region=EU%20West', /^MEDIA_S3_URL has a region that is not/],
    ['a fragment', 'http://AKID:p4ss#w0rd@host/media', /^MEDIA_S3_URL (has a '#'|is not a URL)/],
    ['broken percent-encoding', 'http://AKID:p4ss%zzw0rd@host/media', /^MEDIA_S3_URL has a SECRET_KEY that is not valid percent-encoding/],
  ])('refuses %s, saying what is wrong and the expected form, never the secret', (_case, url, message) => {
    let thrown: unknown;
    try {
      parseS3Url(url);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toMatch(message);
    expect((thrown as Error).message).toContain('expected http(s)://ACCESS_KEY:SECRET_KEY@host[:port]/bucket[/prefix][?region=…]');
    expect((thrown as Error).message).not.toMatch(/p4ss|w0rd/);
  });
});

describe('openMediaStore', () => {
  it('opens the folder <DATA_DIR>/media without MEDIA_S3_URL, and the bucket with it', () => {
    expect(openMediaStore({ dataDir: '/srv/data', s3Url: undefined }).description).toBe('folder /srv/data/media');
    expect(openMediaStore({ dataDir: '/srv/data', s3Url: s3.url })).toBeInstanceOf(S3MediaStore);
  });
});
