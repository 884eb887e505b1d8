import type { Express } from 'express';
import fc from 'fast-check';
import request, { type Response } from 'supertest';
import { expectSoundAnswer } from './response-rules';

export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface FuzzRequest {
  method: Method;
  /** As sent on the request line: already encoded, or deliberately not. */
  path: string;
  headers?: Record<string, string>;
  /** Bytes as they are; a string is sent as UTF-8. */
  body?: Buffer | string;
}

const CALL = { GET: 'get', HEAD: 'head', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete', OPTIONS: 'options' } as const;

/**
 * Node answers a request line and headers over its 16 KiB limit with a bare 431 before the app
 * sees them, so a generated request that long is skipped rather than sent.
 */
const MAX_HEAD_LENGTH = 12_000;

/** Sends one request through supertest with the path untouched, and checks the answer against the rules. */
export async function sendAndCheck(app: Express, sent: FuzzRequest): Promise<Response> {
  const headerLength = Object.entries(sent.headers ?? {}).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0);
  fc.pre(sent.path.length + headerLength <= MAX_HEAD_LENGTH);
  let pending = request(app)[CALL[sent.method]](sent.path);
  for (const [name, value] of Object.entries(sent.headers ?? {})) pending = pending.set(name, value);
  if (sent.body !== undefined) {
    // Byte for byte, whatever the Content-Type claims: superagent would otherwise serialise a Buffer as JSON.
    const bytes = Buffer.isBuffer(sent.body) ? sent.body : Buffer.from(sent.body, 'utf8');
    pending = pending.serialize((body: Buffer) => body as unknown as string).send(bytes);
  }
  const response = await pending;
  expectSoundAnswer(response, sent);
  return response;
}
