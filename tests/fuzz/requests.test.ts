import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { SAVED_API } from '../../shared/saved-stories';
import { BODY_ENDPOINTS, readEndpoints, type Endpoint } from './support/endpoints';
import { checkProperty } from './support/fuzz-property';
import { forwardedFor, headerText, hostileText, urlForm } from './support/hostile-inputs';
import { fuzzSuite } from './support/fuzz-suite';
import { endpointSessions } from './support/readers';
import { sendAndCheck, type Method } from './support/send';

/**
 * Fuzzing the request itself, for every endpoint: 1 MB and 10 MB bodies, bytes that are
 * not UTF-8, Content-Types and Content-Encodings the endpoint does not take, and methods it does
 * not answer.
 */
const fuzz = fuzzSuite();
/** A signed-in reader for each endpoint that needs one, so that its body parser and route are reached. */
const sessionFor = endpointSessions(fuzz);

const MB = 1024 * 1024;
let lastOctet = 0;
/** A network of its own for each request, so that rate limits do not answer in the body parser's place. */
const nextIp = () => `198.18.${Math.floor(++lastOctet / 250) % 250}.${(lastOctet % 250) + 1}`;

async function send(endpoint: Endpoint, headers: Record<string, string>, body?: Buffer | string) {
  const session = await sessionFor(endpoint);
  return sendAndCheck(fuzz().app, { method: endpoint.method, path: endpoint.path, headers: { ...endpoint.headers, ...session, 'X-Forwarded-For': nextIp(), ...headers }, ...(body === undefined ? {} : { body }) });
}

describe('very large bodies', () => {
  const bodiesOfSize = (size: number): [type: string, body: Buffer][] => [
    ['application/json', Buffer.from(`{"name":"${'x'.repeat(size)}"}`)],
    ['application/x-www-form-urlencoded', Buffer.from(`name=${'x'.repeat(size)}`)],
    ['text/plain', Buffer.alloc(size, 'x')],
  ];
  it.each(BODY_ENDPOINTS.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))('%s refuses 1 MB and 10 MB bodies with a 4xx, or ignores them', async (_path, endpoint) => {
    for (const size of [MB, 10 * MB]) {
      for (const [type, body] of bodiesOfSize(size)) {
        const response = await send(endpoint, { 'Content-Type': type }, body);
        // The ingest API takes batches up to 25 MB: a 10 MB object that is no batch is a 400. The
        // code and reset requests count per address, which these repeat: 429. The calls that take
        // no body answer as they would without one: story and passkey 1 are none (404), the
        // account is deleted and a passkey sign-in started (200), and an account with a password
        // asks for no re-authentication code (409).
        expect([200, 303, 400, 401, 403, 404, 409, 413, 415, 429], `${type} ${size}`).toContain(response.status);
      }
    }
  });
});

/** Bytes that are not UTF-8: invalid lead bytes, overlong forms, a surrogate, a cut sequence, a code point past U+10FFFF. */
const INVALID_UTF8 = [[0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0xa4], [0xf4, 0x90, 0x80, 0x80], [0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]].map((bytes) => Buffer.from(bytes));

/** A body in bytes: JSON or a form with invalid UTF-8 inside, random bytes, a BOM, UTF-16, cut JSON, deep nesting. */
const hostileBytes: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(...INVALID_UTF8).map((bad) => Buffer.concat([Buffer.from('{"email":"a'), bad, Buffer.from('@example.com","name":"'), bad, Buffer.from('"}')])),
  fc.constantFrom(...INVALID_UTF8).map((bad) => Buffer.concat([Buffer.from('name=a'), bad, Buffer.from('&email=b%40example.com&message='), bad])),
  fc.constantFrom(...INVALID_UTF8).map((bad) => Buffer.concat([Buffer.from('['), bad, Buffer.from(']')])),
  fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
  fc.constant(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"email":"a@example.com"}')])),
  fc.constant(Buffer.from('{"email":"a@example.com"}', 'utf16le')),
  fc.constantFrom('{', '{"a":', '[', '{"a":1,}', "{'a':1}", '{"a":1}{"b":2}', 'null', '0', '"text"', '', ' ').map((text) => Buffer.from(text)),
  fc.integer({ min: 1_000, max: 200_000 }).map((depth) => Buffer.from(`${'['.repeat(depth)}${']'.repeat(depth)}`)),
  fc.integer({ min: 1_000, max: 100_000 }).map((depth) => Buffer.from(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`)),
);

const CONTENT_TYPES = [
  'application/json', 'application/json; charset=utf-8', 'application/json; charset=utf-16', 'application/json; charset=latin1',
  'application/json; charset=bogus', 'APPLICATION/JSON', 'application/jsonx', 'application/merge-patch+json', 'application/json, text/plain',
  'application/x-www-form-urlencoded', 'application/x-www-form-urlencoded; charset=bogus', 'application/x-ndjson', 'application/x-ndjson; charset=utf-16',
  'text/plain', 'text/html; charset=utf-8', 'multipart/form-data; boundary=x', 'multipart/form-data', 'application/xml', 'application/octet-stream', '*/*', ';;;', 'x',
];

describe('bodies that are not what the endpoint takes', () => {
  it('every body endpoint answers bytes that are not UTF-8, any Content-Type and any Content-Encoding with a 4xx or its answer', async () => {
    const headers = fc.record(
      { 'Content-Type': fc.constantFrom(...CONTENT_TYPES), 'Content-Encoding': fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'compress', 'gzip, gzip', 'bogus') },
      { requiredKeys: ['Content-Type'] },
    );
    await checkProperty({ seed: 70801, numRuns: 250 }, fc.constantFrom(...BODY_ENDPOINTS), headers, hostileBytes, async (endpoint, sent, body) => {
      const response = await send(endpoint, sent, body);
      expect(response.status < 300 || response.status === 303 || (response.status >= 400 && response.status < 500), `${response.status}`).toBe(true);
    });
  });
});

describe('methods an endpoint does not take', () => {
  it('every endpoint answers any other method with a 4xx, or OPTIONS with what it allows', async () => {
    const asset = loadAssetManifest().entry.split('/').pop() ?? '';
    const endpoints = [...BODY_ENDPOINTS, ...readEndpoints(fuzz().month, asset, fuzz().image)];
    const methods: Method[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
    await checkProperty({ seed: 70802, numRuns: 250 }, fc.constantFrom(...endpoints), fc.constantFrom(...methods), forwardedFor, async (endpoint, method, ip) => {
      fc.pre(method !== endpoint.method && !(method === 'HEAD' && endpoint.method === 'GET'));
      const session = await sessionFor(endpoint);
      const response = await sendAndCheck(fuzz().app, { method, path: endpoint.path, headers: { ...endpoint.headers, ...session, 'X-Forwarded-For': ip, 'Content-Type': 'application/json' }, body: '{}' });
      if (method === 'OPTIONS') expect([200, 204, 404, 405]).toContain(response.status);
      // Some addresses take several methods (a story is saved with PUT, removed with DELETE): another
      // one is that call. A POST to an account page is sent back to the page (303, account-form-fallback.ts).
      else expect([200, 302, 303, 400, 401, 403, 404, 405, 415, 429], `${method} ${endpoint.path}`).toContain(response.status);
    });
  });
});

describe('endpoints that need a session', () => {
  it('answer 401 to no session or one that is not live, and 403 to a cookie without the anti-forgery header, whatever is sent', async () => {
    const asset = loadAssetManifest().entry.split('/').pop() ?? '';
    // The save buttons' form answers a signed-out reader too, by design: with the login page.
    const endpoints = [...BODY_ENDPOINTS, ...readEndpoints(fuzz().month, asset, fuzz().image)].filter((endpoint) => endpoint.signedIn && endpoint.path !== SAVED_API.form);
    const presented = fc.oneof(
      fc.constant({}),
      headerText.map((text) => ({ Authorization: `Bearer ${text}` })),
      headerText.map((text) => ({ Authorization: text })),
      hostileText.map((text) => ({ Cookie: `access_token=${urlForm(text, 'encoded', null)}` })),
      fc.tuple(hostileText, headerText).map(([text, xsrf]) => ({ Cookie: `access_token=${urlForm(text, 'encoded', null)}; XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': xsrf })),
    );
    await checkProperty({ seed: 70803, numRuns: 120 }, fc.constantFrom(...endpoints), presented, forwardedFor, async (endpoint, headers, ip) => {
      const response = await sendAndCheck(fuzz().app, { method: endpoint.method, path: endpoint.path, headers: { ...endpoint.headers, ...headers, 'X-Forwarded-For': ip, 'Content-Type': 'application/json' }, body: '{}' });
      expect([401, 403], `${endpoint.method} ${endpoint.path} ${response.status}`).toContain(response.status);
    });
  });
});
