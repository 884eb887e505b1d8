import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmsSender } from '../../server/services/sms/create-sms-sender';
import { httpSms } from '../../server/services/sms/http-sms';
import { SmsUnavailableError } from '../../server/services/sms/sms-sender';
import type { Queryable } from '../../server/db/database';
import { capturingLogger } from '../support/capturing-logger';
import { startSilentServer, unusedPort } from '../support/smtp-server';

interface Received {
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

const { logger, lines: logLines } = capturingLogger('info');

let server: Server;
let base: string;
const received: Received[] = [];
/** A provider that answers by path: /ok accepts, /down fails with 502, /plain accepts without JSON. */
function provider(request: IncomingMessage, response: ServerResponse) {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    received.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body: JSON.parse(body) });
    if (request.url === '/down') response.writeHead(502, 'Bad Gateway').end('upstream down');
    else if (request.url === '/plain') response.writeHead(202).end('queued');
    else response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id: 'msg-42' }));
  });
}

beforeAll(async () => {
  server = createServer(provider);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const message = { to: '+8613800138000', text: 'xnews: your verification code is 123456.', kind: 'signup-code' as const, lang: 'en' as const };

describe('the HTTP SMS provider adapter', () => {
  it('posts the number, sender and text as JSON with the bearer token, and returns the id', async () => {
    const sms = httpSms({ url: `${base}/ok`, token: 'sms-secret', from: 'xnews' }, logger);
    expect(await sms.send(message)).toEqual({ via: 'http', id: 'msg-42' });
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer sms-secret',
      contentType: 'application/json',
      body: { to: '+8613800138000', from: 'xnews', text: 'xnews: your verification code is 123456.' },
    });
    expect(await httpSms({ url: `${base}/plain`, token: undefined, from: undefined }, logger).send(message)).toEqual({ via: 'http', id: '' });
    expect(received.at(-1)?.authorization).toBeUndefined();
  });

  it('fails with a clear message when the provider refuses, never logging the text', async () => {
    const sms = httpSms({ url: `${base}/down`, token: 't', from: undefined }, logger);
    const failure = await sms.send(message).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmsUnavailableError);
    expect((failure as Error).message).toBe('The SMS provider could not take the message: it answered 502 Bad Gateway');
    expect(logLines.join('\n')).not.toContain('123456');
  });

  it('fails within its timeout when the provider hangs, and at once when nothing listens', async () => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const hung = await httpSms({ url: silent.url.replace('smtp:', 'http:'), token: undefined, from: undefined, timeoutMs: 300 }, logger).send(message).catch((error: unknown) => error);
      expect((hung as Error).message).toBe('The SMS provider could not take the message: no answer within 0.3 s');
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await silent.close();
    }
    const refused = await httpSms({ url: `http://127.0.0.1:${await unusedPort()}/`, token: undefined, from: undefined }, logger).send(message).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsUnavailableError);
    expect((refused as Error).message).toMatch(/ECONNREFUSED/);
  });

  it('refuses a URL that is not http(s) at start, with the variable named', () => {
    expect(() => httpSms({ url: 'ftp://sms.example.com', token: undefined, from: undefined }, logger)).toThrow('SMS_HTTP_URL must be an http:// or https:// URL');
  });
});

describe('createSmsSender', () => {
  it('uses the outbox without SMS_HTTP_URL and the provider with it', async () => {
    const stored: unknown[][] = [];
    const db: Queryable = { query: async <Row>(_sql: string, params?: readonly unknown[]) => { stored.push([...(params ?? [])]); return [{ id: '7' }] as Row[]; } };
    const outbox = createSmsSender({ httpUrl: undefined, httpToken: undefined, from: undefined, db, logger });
    expect(await outbox.send(message)).toEqual({ via: 'outbox', id: '7' });
    expect(stored[0]).toEqual(['sms', '+8613800138000', null, null, message.text, null, 'signup-code', 'en', '{}']);
    const http = createSmsSender({ httpUrl: `${base}/ok`, httpToken: 't', from: undefined, db, logger });
    expect((await http.send(message)).via).toBe('http');
  });
});
