import { setImmediate as nextTurn } from 'node:timers/promises';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FetchOutcome, fetchOriginal } from '../../server/services/media/fetch-original';
import { inspectImage } from '../../server/services/media/inspect-image';
import { MEDIA_FETCH_TIME_LIMIT_MS, MEDIA_MAX_REDIRECTS } from '../../server/services/media/media-limits';
import { type MediaOrigin, startMediaOrigin } from '../../scripts/harness/media-origin';

/**
 * Fetching an image an ingested story names, against real local HTTP servers: which addresses
 * may be fetched (loopback only when MEDIA_PRIVATE_HOSTS names it), redirects, statuses, and the
 * inspection of what arrived.
 */
let allowed: MediaOrigin;
let other: MediaOrigin;
const trusted = () => ({ privateHosts: [allowed.hostPort] });

/** A photo-like test image made at run time: noise, so that encoders cannot shrink it to nothing. */
function photo(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 1) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

function expectRefused(outcome: FetchOutcome, reason: RegExp | string, retry: boolean) {
  if (outcome.ok) throw new Error(`expected a refusal, got ${outcome.body.length} bytes from ${outcome.finalUrl}`);
  if (typeof reason === 'string') expect(outcome.reason).toBe(reason);
  else expect(outcome.reason).toMatch(reason);
  expect(outcome.retry).toBe(retry);
}

beforeAll(async () => {
  [allowed, other] = await Promise.all([startMediaOrigin(), startMediaOrigin()]);
  allowed.serve('photo.jpg', await photo(320, 200).jpeg().toBuffer(), 'image/jpeg');
  allowed.serve('photo.png', await photo(64, 48).png().toBuffer(), 'image/png');
  allowed.serve('photo.webp', await photo(150, 100).webp().toBuffer(), 'image/webp');
  allowed.serve('rotated.jpg', await photo(300, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer(), 'image/jpeg');
  // The upstream's Content-Type is not what decides: the bytes are.
  allowed.serve('mislabelled', await photo(40, 30).png().toBuffer(), 'text/html');
  other.serve('photo.jpg', await photo(32, 32).jpeg().toBuffer(), 'image/jpeg');
});
afterAll(() => Promise.all([allowed?.close(), other?.close()]));

describe('fetchOriginal and inspectImage: a valid image', () => {
  it.each([
    ['photo.jpg', 'jpeg', 320, 200],
    ['photo.png', 'png', 64, 48],
    ['photo.webp', 'webp', 150, 100],
    ['mislabelled', 'png', 40, 30],
  ])('fetches %s from an origin in privateHosts and reads it as %s, %i x %i', async (name, format, width, height) => {
    const outcome = await fetchOriginal(allowed.url(`/images/${name}`), trusted());
    if (!outcome.ok) throw new Error(`fetch failed: ${outcome.reason}`);
    expect(outcome.finalUrl).toBe(allowed.url(`/images/${name}`));
    expect(await inspectImage(outcome.body)).toEqual({ ok: true, format, width, height });
  });

  it('reports an EXIF-rotated photo with its width and height swapped, as it is shown', async () => {
    const outcome = await fetchOriginal(allowed.url('/images/rotated.jpg'), trusted());
    if (!outcome.ok) throw new Error(`fetch failed: ${outcome.reason}`);
    expect(await inspectImage(outcome.body)).toEqual({ ok: true, format: 'jpeg', width: 200, height: 300 });
  });

  it.each([
    ['avif', (image: Sharp) => image.avif()],
    ['gif', (image: Sharp) => image.gif()],
    ['tiff', (image: Sharp) => image.tiff()],
  ])('accepts %s too', async (format, encode) => {
    expect(await inspectImage(await encode(photo(30, 20)).toBuffer())).toEqual({ ok: true, format, width: 30, height: 20 });
  });

  it('asks for images with a User-Agent of its own, and sends no cookie or credentials', async () => {
    await fetchOriginal(allowed.url('/images/photo.png'), trusted());
    const { headers } = allowed.requests.findLast((request) => request.path === '/images/photo.png')!;
    expect(headers.accept).toBe('image/avif,image/webp,image/*');
    expect(headers['user-agent']).toMatch(/^xnews-media\//);
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });
});

describe('fetchOriginal: addresses that are not public', () => {
  it('refuses a loopback origin that privateHosts does not name, without connecting to it', async () => {
    const before = other.connections();
    expectRefused(await fetchOriginal(other.url('/images/photo.jpg'), trusted()), 'refused: 127.0.0.1 is a loopback address', false);
    expectRefused(await fetchOriginal(allowed.url('/images/photo.jpg'), { privateHosts: [] }), 'refused: 127.0.0.1 is a loopback address', false);
    expect(other.connections()).toBe(before);
  });

  it('refuses localhost, by the address it resolves to, without connecting', async () => {
    const before = other.connections();
    const port = other.hostPort.split(':')[1];
    expectRefused(await fetchOriginal(`http://localhost:${port}/images/photo.jpg`, trusted()), /^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/, false);
    expect(other.connections()).toBe(before);
  });

  // Each is refused before any connection: one attempted would end in another reason (refused, timed out).
  it.each([
    ['http://[::1]:9/x.jpg', 'refused: ::1 is a loopback address'],
    ['http://10.0.0.1/x.jpg', 'refused: 10.0.0.1 is a private address'],
    ['http://192.168.1.1/x.jpg', 'refused: 192.168.1.1 is a private address'],
    ['https://172.16.5.4/x.jpg', 'refused: 172.16.5.4 is a private address'],
    ['http://169.254.169.254/latest/meta-data/', 'refused: 169.254.169.254 is a link-local address'],
    ['http://[fe80::1]/x.jpg', 'refused: fe80::1 is a link-local address'],
    ['http://[fd00::1]/x.jpg', 'refused: fd00::1 is a private address'],
    ['http://0.0.0.0/x.jpg', 'refused: 0.0.0.0 is the unspecified address'],
    ['http://[::ffff:127.0.0.1]/x.jpg', 'refused: ::ffff:7f00:1 is a loopback address'],
    ['http://2130706433/x.jpg', 'refused: 127.0.0.1 is a loopback address'],
    ['http://224.0.0.1/x.jpg', 'refused: 224.0.0.1 is not a public address'],
  ])('refuses %s', async (url, reason) => {
    expectRefused(await fetchOriginal(url, { privateHosts: [] }), reason, false);
  });

  it.each([
    ['ftp://example.com/x.jpg', 'refused: ftp: addresses are not fetched (only http and https)'],
    ['file:///etc/passwd', 'refused: file: addresses are not fetched (only http and https)'],
    ['data:image/png;base64,iVBORw0KGgo=', 'refused: data: addresses are not fetched (only http and https)'],
    ['javascript:alert(1)', 'refused: javascript: addresses are not fetched (only http and https)'],
    ['not an address', 'refused: not a valid address'],
    ['http://user:secret@example.com/x.jpg', 'refused: the address carries a user name or password'],
  ])('refuses %s', async (url, reason) => {
    expectRefused(await fetchOriginal(url, { privateHosts: [] }), reason, false);
  });
});

describe('fetchOriginal: redirects', () => {
  it(`follows ${MEDIA_MAX_REDIRECTS} redirects, relative ones resolved, and refuses one more`, async () => {
    const followed = await fetchOriginal(allowed.url(`/hops/${MEDIA_MAX_REDIRECTS}/photo.png`), trusted());
    if (!followed.ok) throw new Error(`fetch failed: ${followed.reason}`);
    expect(followed.finalUrl).toBe(allowed.url('/hops/0/photo.png'));
    expect((await inspectImage(followed.body)).ok).toBe(true);
    expectRefused(await fetchOriginal(allowed.url(`/hops/${MEDIA_MAX_REDIRECTS + 1}/photo.png`), trusted()), `redirected more than ${MEDIA_MAX_REDIRECTS} times`, false);
  });

  it('refuses a redirect from an allowed origin to a loopback origin that privateHosts does not name', async () => {
    const before = other.connections();
    const outcome = await fetchOriginal(allowed.url(`/redirect?to=${encodeURIComponent(other.url('/images/photo.jpg'))}`), trusted());
    expectRefused(outcome, 'redirected, then refused: 127.0.0.1 is a loopback address', false);
    expect(other.connections()).toBe(before);
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'redirected, then refused: 169.254.169.254 is a link-local address'],
    ['ftp://example.com/x.jpg', 'redirected, then refused: ftp: addresses are not fetched (only http and https)'],
    ['file:///etc/passwd', 'redirected, then refused: file: addresses are not fetched (only http and https)'],
    ['http://[', 'redirected to an invalid address'],
  ])('refuses a redirect to %s', async (target, reason) => {
    expectRefused(await fetchOriginal(allowed.url(`/redirect?to=${encodeURIComponent(target)}`), trusted()), reason, false);
  });
});

describe('fetchOriginal: statuses', () => {
  it.each([
    [404, false],
    [410, false],
    [403, false],
    [408, true],
    [429, true],
    [500, true],
    [503, true],
  ])('answered %i: retry %s', async (status, retry) => {
    expectRefused(await fetchOriginal(allowed.url(`/status/${status}`), trusted()), `answered ${status}`, retry);
  });

  it('a connection refused may succeed later', async () => {
    const gone = await startMediaOrigin();
    await gone.close();
    expectRefused(await fetchOriginal(gone.url('/images/photo.jpg'), { privateHosts: [gone.hostPort] }), `${gone.hostPort} refused the connection`, true);
  });
});

describe('fetchOriginal: the time limit', () => {
  it('is MEDIA_FETCH_TIME_LIMIT_MS for the whole fetch unless a test injects another', async () => {
    // Only setTimeout is faked: the sockets, the origin's drip and vitest's own waits keep real time.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Not expect.poll: it advances fake timers while it waits.
      const dripping = allowed.nextRequest('/drip');
      let settled: FetchOutcome | undefined;
      const fetching = fetchOriginal(allowed.url('/drip'), trusted()).then((outcome) => {
        settled = outcome;
        return outcome;
      });
      await dripping;
      vi.advanceTimersByTime(MEDIA_FETCH_TIME_LIMIT_MS - 1);
      await nextTurn();
      expect(settled).toBeUndefined();
      vi.advanceTimersByTime(1);
      expectRefused(await fetching, `took longer than ${MEDIA_FETCH_TIME_LIMIT_MS / 1000} s`, true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends a fetch its caller cancels, as one to retry', async () => {
    const cancel = new AbortController();
    const dripping = allowed.nextRequest('/drip');
    const fetching = fetchOriginal(allowed.url('/drip'), { ...trusted(), signal: cancel.signal });
    await dripping;
    cancel.abort();
    expectRefused(await fetching, 'cancelled before it finished', true);
  });
});
