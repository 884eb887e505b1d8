import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface S3UnderTest {
  /** A MEDIA_S3_URL for its bucket. */
  url: string;
  /** Stops it and removes its folder; using the URL afterwards finds nothing listening. */
  stop(): Promise<void>;
}

/** The part of s3rver (which ships no types) that the harness uses. */
interface S3rver {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer: Server;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;

const BUCKET = 'media';
/** The only access key s3rver knows. It does not check v4 signatures, so any secret key passes. */
const ACCESS_KEY = 'S3RVER';

/**
 * A real S3-compatible server of this test's own (s3rver, in this process), on loopback with an
 * empty temporary folder and one bucket. It binds a port the system picks, so no other process
 * can take it between a probe and the bind. Its secret key is this run's own random one, so that
 * a test can look for it in messages that must not hold it.
 */
export async function startS3Server(): Promise<S3UnderTest> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(join(tmpdir(), 'xnews-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  const secret = randomBytes(18).toString('base64url');
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    stopped ??= (async () => {
      const closed = server.close();
      // close waits for every open connection to end; a client's idle keep-alive ones need not.
      server.httpServer.closeAllConnections();
      await closed;
      await rm(directory, { recursive: true, force: true });
    })();
    await stopped;
  };
  return { url: `http://${ACCESS_KEY}:${secret}@127.0.0.1:${port}/${BUCKET}`, stop };
}
