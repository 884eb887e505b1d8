import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startVarnish, type VarnishUnderTest } from '../../scripts/harness/varnish';

/**
 * The rules of deploy/varnish/xnews.vcl in the real varnishd, against an origin of the test's own
 * whose answers it controls: lifetimes of a second, so that stale-while-revalidate and
 * stale-if-error (RFC 5861) can be seen to end; failures and an outage on demand; the purge's
 * ACL and answer. The app behind it is edge-varnish.test.ts's.
 */

/** Fresh for a second, served stale for another while refreshed, and kept an hour for an origin that fails. */
const SHORT = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1, stale-if-error=3600';

let failing = false;
let answered = 0;
let origin: Server;
let port: number;
let varnish: VarnishUnderTest;
let refusing: VarnishUnderTest;

function answer(request: IncomingMessage, response: ServerResponse): void {
  if (request.url === '/readyz') return void response.end('ready');
  answered += 1;
  if (failing) {
    response.writeHead(500, { 'Content-Type': 'text/plain' });
    return void response.end('origin failure');
  }
  const seen = {
    'X-Seen-Encoding': String(request.headers['accept-encoding'] ?? 'none'),
    'X-Seen-Cookie': String(request.headers.cookie ?? 'none'),
    'X-Seen-Accept': String(request.headers.accept ?? 'none'),
  };
  const path = request.url ?? '/';
  if (path.startsWith('/sets-cookie')) response.writeHead(200, { ...seen, 'Cache-Control': 'public, s-maxage=60', 'Set-Cookie': 'pref=1' });
  else if (path.startsWith('/media/')) response.writeHead(200, { ...seen, 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept' });
  else if (path.startsWith('/private')) response.writeHead(200, { ...seen, 'Cache-Control': 'private, no-cache' });
  else response.writeHead(200, { ...seen, 'Cache-Control': SHORT, 'Surrogate-Key': `page:${path.slice(1)} news`, 'Cache-Tag': `page:${path.slice(1)},news`, Vary: 'Accept-Encoding' });
  response.end(`${path} #${answered}`);
}

async function listen(): Promise<void> {
  origin = createServer(answer);
  await new Promise<void>((resolve) => origin.listen(port, '127.0.0.1', resolve));
  port = (origin.address() as AddressInfo).port;
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${varnish.url}${path}`, { headers });
  return { status: response.status, cache: response.headers.get('x-cache'), text: await response.text(), headers: response.headers };
}

const purge = (edge: VarnishUnderTest, headers: Record<string, string>) => fetch(edge.url, { method: 'PURGE', headers });

/**
 * Until a copy fetched at `fetchedAt` is past its s-maxage and its stale-while-revalidate (two
 * seconds), with a margin: the lifetimes under test are the clock's, and asking Varnish for the
 * copy meanwhile would refresh it.
 */
const pastRevalidation = (fetchedAt: number) => expect.poll(() => Date.now() - fetchedAt, { timeout: 10_000, interval: 100 }).toBeGreaterThan(2_500);

beforeAll(async () => {
  port = 0;
  await listen();
  [varnish, refusing] = await Promise.all([startVarnish([{ port }]), startVarnish([{ port }], { purgers: ['10.0.0.0/8'] })]);
});
afterAll(async () => {
  origin?.closeAllConnections();
  origin?.close();
  await varnish?.close();
  await refusing?.close();
});

describe('deploy/varnish/xnews.vcl', () => {
  it('serves a copy past its s-maxage within stale-while-revalidate at once, and refreshes it behind', async () => {
    const first = await get('/swr');
    expect(first.cache).toBe('MISS');
    await expect.poll(async () => (await get('/swr')).cache, { timeout: 10_000, interval: 100 }).toBe('STALE');
    await expect.poll(async () => (await get('/swr')).text, { timeout: 10_000 }).not.toBe(first.text);
  });

  it('fetches anew, before answering, a copy past its stale-while-revalidate while the origin is well', async () => {
    const fetchedAt = Date.now();
    const first = await get('/revalidated');
    await pastRevalidation(fetchedAt);
    const next = await get('/revalidated');
    expect(next.cache).toBe('MISS');
    expect(next.text).not.toBe(first.text);
  });

  it('serves that copy instead of an origin failure, within stale-if-error', async () => {
    const fetchedAt = Date.now();
    const kept = await get('/failing');
    await pastRevalidation(fetchedAt);
    failing = true;
    try {
      const served = await get('/failing');
      expect(served.status).toBe(200);
      expect(served.cache).toBe('STALE');
      expect(served.text).toBe(kept.text);
    } finally {
      failing = false;
    }
  });

  it('serves that copy while the origin is down, and fails only what it never kept', async () => {
    const fetchedAt = Date.now();
    const kept = await get('/outage');
    await pastRevalidation(fetchedAt);
    origin.closeAllConnections();
    await new Promise<void>((resolve) => origin.close(() => resolve()));
    try {
      const served = await get('/outage');
      expect(served.status).toBe(200);
      expect(served.cache).toBe('STALE');
      expect(served.text).toBe(kept.text);
      expect((await get('/never-kept')).status).toBe(503);
    } finally {
      await listen();
      // Back once the probes have found it well again.
      await expect.poll(async () => (await get('/back')).status, { timeout: 10_000 }).toBe(200);
    }
  });

  it('keeps a copy for each encoding, asking the origin in the reader’s, and shares it whatever other cookies come', async () => {
    const brotli = await get('/encodings', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get('/encodings', { 'Accept-Encoding': 'gzip;q=1.0, identity;q=0.5', Cookie: 'theme=dark' });
    const plain = await get('/encodings', { 'Accept-Encoding': 'identity' });
    expect([brotli.headers.get('x-seen-encoding'), gzip.headers.get('x-seen-encoding'), plain.headers.get('x-seen-encoding')]).toEqual(['br', 'gzip', 'none']);
    expect(gzip.headers.get('x-seen-cookie')).toBe('none');
    expect((await get('/encodings', { 'Accept-Encoding': 'br', Cookie: '_ga=1; xn_px=3' })).cache).toBe('HIT');
    expect((await get('/encodings', { 'Accept-Encoding': 'gzip' })).headers.get('x-seen-encoding')).toBe('gzip');
  });

  it('keeps one copy of a stored image per format, asking the origin for the one the reader names', async () => {
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const avif = await get('/media/abc/large', { Accept: chrome });
    expect(avif.headers.get('x-seen-accept')).toBe('image/avif');
    expect((await get('/media/abc/large', { Accept: 'image/avif,*/*' })).cache).toBe('HIT');
    expect((await get('/media/abc/large', { Accept: 'image/avif;q=0, image/webp' })).headers.get('x-seen-accept')).toBe('image/webp');
    expect((await get('/media/abc/large', { Accept: '*/*' })).headers.get('x-seen-accept')).toBe('none');
    expect((await get('/media/abc/large', { Accept: 'image/png,*/*;q=0.5' })).cache).toBe('HIT');
  });

  it('keeps pages apart by list page size, as the origin renders them, and passes it only the size cookie', async () => {
    const sized = await get('/sized', { Cookie: 'a=1; xn_ps=5; b=2' });
    expect(sized.headers.get('x-seen-cookie')).toBe('xn_ps=5');
    expect((await get('/sized', { Cookie: 'xn_ps=5' })).cache).toBe('HIT');
    expect((await get('/sized', { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' })).cache).toBe('MISS');
    expect((await get('/sized', { 'Sec-CH-UA-Mobile': '?1' })).cache).toBe('HIT');
    // A size the origin does not render is not passed on: the page is the device's default.
    const odd = await get('/sized', { Cookie: 'xn_ps=05' });
    expect(odd.headers.get('x-seen-cookie')).toBe('none');
  });

  it('keeps a copy for a dark reader and one for a light reader, and the shared one for everyone else (decision 039)', async () => {
    const anonymous = await get('/themed', { Cookie: 'a=1' });
    expect(anonymous.cache).toBe('MISS');
    expect(anonymous.headers.get('x-seen-cookie')).toBe('none');
    const dark = await get('/themed', { Cookie: 'a=1; xn_theme=dark; b=2' });
    expect(dark.cache).toBe('MISS');
    expect(dark.headers.get('x-seen-cookie')).toBe('xn_theme=dark');
    const light = await get('/themed', { Cookie: 'xn_theme=light; xn_ps=5' });
    expect(light.cache).toBe('MISS');
    expect(light.headers.get('x-seen-cookie')).toBe('xn_ps=5; xn_theme=light');
    expect(new Set([anonymous.text, dark.text, light.text]).size).toBe(3);
    // Each reader then gets their own copy back; a scheme the origin does not draw is no choice.
    expect(await get('/themed', { Cookie: 'xn_theme=dark' })).toMatchObject({ cache: 'HIT', text: dark.text });
    expect(await get('/themed', { Cookie: 'xn_ps=5; xn_theme=light' })).toMatchObject({ cache: 'HIT', text: light.text });
    expect(await get('/themed')).toMatchObject({ cache: 'HIT', text: anonymous.text });
    expect(await get('/themed', { Cookie: 'xn_theme=sepia' })).toMatchObject({ cache: 'HIT', text: anonymous.text });
  });

  it('keeps a copy for each text size, with or without a scheme, and the shared one for a size the origin does not draw', async () => {
    const shared = await get('/sized-text');
    const large = await get('/sized-text', { Cookie: 'xn_size=large; z=1' });
    expect(large.headers.get('x-seen-cookie')).toBe('xn_size=large');
    const larger = await get('/sized-text', { Cookie: 'xn_size=larger; xn_theme=dark; xn_ps=4' });
    expect(larger.headers.get('x-seen-cookie')).toBe('xn_ps=4; xn_theme=dark; xn_size=larger');
    expect(new Set([shared.text, large.text, larger.text]).size).toBe(3);
    expect(await get('/sized-text', { Cookie: 'xn_size=large' })).toMatchObject({ cache: 'HIT', text: large.text });
    expect(await get('/sized-text', { Cookie: 'xn_size=huge' })).toMatchObject({ cache: 'HIT', text: shared.text });
  });

  it('passes the reading preference choices to the origin, which sets the reader\'s cookie', async () => {
    for (const path of ['/en/theme/dark?next=/en', '/en/text-size/large?next=/en']) {
      await get(path);
      expect((await get(path)).cache, path).toBe('PASS');
    }
  });

  it('never keeps what sets a cookie or is private, nor what a session or a non-GET asks', async () => {
    for (const path of ['/sets-cookie', '/private']) {
      await get(path);
      expect((await get(path)).cache, path).toBe('PASS');
    }
    await get('/session');
    const withSession = await get('/session', { Cookie: 'access_token=abc' });
    expect(withSession.cache).toBe('PASS');
    expect(withSession.headers.get('x-seen-cookie')).toBe('access_token=abc');
    const posted = await fetch(`${varnish.url}/session`, { method: 'POST', body: 'x' });
    expect(posted.headers.get('x-cache')).toBe('PASS');
    expect((await get('/metrics')).status).toBe(404);
  });

  it('purges softly by surrogate key, saying how many objects, and only for the addresses its ACL names', async () => {
    await get('/purged');
    expect((await get('/purged')).cache).toBe('HIT');
    const purged = await purge(varnish, { xkey: 'page:purged' });
    expect(purged.status).toBe(200);
    expect(purged.statusText).toBe('Invalidated 1 objects');
    expect((await get('/purged')).cache).toBe('STALE');
    expect((await purge(varnish, {})).status).toBe(400);
    const refused = await purge(refusing, { xkey: 'news' });
    expect(refused.status).toBe(403);
  });
});
