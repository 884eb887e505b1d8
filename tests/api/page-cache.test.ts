import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { once } from 'node:events';
import { get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ingest } from '../support/ingest';
import { daysAgo, newsItem } from '../../scripts/harness/news-fixtures';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/** The rendered-page cache: one render serves every reader of a page, and nothing personal or broken is kept. */

const TRENDING = '/en/news/list/trending';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

let testApp: TestApp;
const page = (path: string) => request(testApp.app).get(path).set('User-Agent', DESKTOP_UA);

/** Counts the story queries the database is asked while fn runs. */
async function storyQueriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(testApp.db, 'query');
  try {
    await fn();
    return spy.mock.calls.filter(([sql]) => String(sql).includes('story_versions')).length;
  } finally {
    spy.mockRestore();
  }
}

/** Makes every story query fail, as a database that went away would. */
function breakStoryQueries() {
  const query = testApp.db.query.bind(testApp.db);
  return vi.spyOn(testApp.db, 'query').mockImplementation(((sql: string, params?: unknown[]) =>
    sql.includes('story_versions') ? Promise.reject(new Error('connection terminated unexpectedly')) : query(sql, params)) as typeof testApp.db.query);
}

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** The body's bytes as they came, not decoded (supertest cannot leave brotli alone), from the app on a loopback port. */
async function encoded(path: string, encoding: string): Promise<RawResponse> {
  const server = testApp.app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const { port } = server.address() as AddressInfo;
    const response = await new Promise<IncomingMessage>((resolve, reject) =>
      get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': encoding, 'User-Agent': DESKTOP_UA } }, resolve).once('error', reject),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    return { status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) };
  } finally {
    server.close();
  }
}

beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [newsItem({ title: 'Harbour reopens after the storm', type: 'world', subtype: 'War', postTime: daysAgo(0.5), trendingScore: 90 })]);
});
afterAll(() => testApp?.close());

describe('page cache', () => {
  it('renders a page once and serves the same bytes to the next reader, in brotli or gzip, filed under what it shows', async () => {
    const first = await encoded(TRENDING, 'gzip, deflate, br');
    let second!: RawResponse;
    const queries = await storyQueriesDuring(async () => {
      second = await encoded(TRENDING, 'br');
    });
    expect([first.status, second.status, queries]).toEqual([200, 200, 0]);
    expect([first.headers['content-encoding'], second.headers['content-encoding']]).toEqual(['br', 'br']);
    expect(second.body.equals(first.body)).toBe(true);
    const html = brotliDecompressSync(second.body).toString();
    expect(html).toContain('Harbour reopens after the storm');
    // No per-response value anywhere (decision 037): the policy is the same for all, and the page has no nonce to match.
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/]+={0,2}';/);
    expect(html).not.toMatch(/nonce/i);
    // The same page for a client that takes gzip only, or nothing.
    const gzipped = await encoded(TRENDING, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toBe(html);
    const plain = await encoded(TRENDING, 'identity');
    expect([plain.headers['content-encoding'], plain.body.toString()]).toEqual([undefined, html]);
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    // Filed at the edge under the lists it shows (decision 037): the trending list of English, in both CDNs' headers.
    const keys = String(first.headers['surrogate-key']).split(' ');
    expect(keys).toContain('list:en:all:all:55');
    expect(String(first.headers['cache-tag']).split(',')).toEqual(keys);
    expect(first.headers['set-cookie']).toBeUndefined();
  });

  it('keeps one copy per list page size', async () => {
    await page(TRENDING);
    const queries = await storyQueriesDuring(() => page(TRENDING).set('Cookie', 'xn_ps=4'));
    expect(queries).toBeGreaterThan(0);
  });

  it('treats a reordered query as the same page', async () => {
    await page(`${TRENDING}?page=2&utm_source=x`);
    expect(await storyQueriesDuring(() => page(`${TRENDING}?utm_source=x&page=2`))).toBe(0);
  });

  it('shows a story an ingest wrote in the pages that list it, once the stale copy served meanwhile is rendered again', async () => {
    expect((await page('/en/news/list/world')).text).not.toContain('Lighthouse keepers return');
    await ingest(testApp, [newsItem({ title: 'Lighthouse keepers return', type: 'world', subtype: 'War', postTime: daysAgo(0.1), trendingScore: 95 })]);
    await expect.poll(async () => (await page('/en/news/list/world')).text).toContain('Lighthouse keepers return');
  });

  it('does not keep a page whose data failed, and renders it again once the database answers', async () => {
    const broken = breakStoryQueries();
    let failed: request.Response;
    try {
      failed = await page('/en/news/list/world/War');
    } finally {
      broken.mockRestore();
    }
    expect(failed.text).not.toContain('<article');
    const recovered = await page('/en/news/list/world/War');
    expect(recovered.status).toBe(200);
    expect(recovered.text).toContain('<article');
  });
});

describe('page cache while the database is down', () => {
  it('serves the last good copy of a page once it is stale, and fresh pages again after recovery', async () => {
    const staleApp = await createTestApp({ ingestToken: TEST_INGEST_TOKEN, caching: { freshMs: 1 } });
    try {
      await ingest(staleApp, [newsItem({ title: 'Ferry timetable returns', postTime: daysAgo(0.2), trendingScore: 90 })]);
      const get = () => request(staleApp.app).get(TRENDING).set('User-Agent', DESKTOP_UA);
      const good = await get();
      expect(good.status).toBe(200);
      const articles = good.text.match(/<article\b/g)?.length ?? 0;
      expect(articles).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 5));

      const query = staleApp.db.query.bind(staleApp.db);
      const broken = vi.spyOn(staleApp.db, 'query').mockImplementation(((sql: string, params?: unknown[]) =>
        sql.includes('story_versions') ? Promise.reject(new Error('connection terminated unexpectedly')) : query(sql, params)) as typeof staleApp.db.query);
      try {
        for (let attempt = 0; attempt < 3; attempt++) {
          const stale = await get();
          expect(stale.status).toBe(200);
          expect(stale.text.match(/<article\b/g)?.length ?? 0).toBe(articles);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      } finally {
        broken.mockRestore();
      }
      // The refreshes that follow recovery run against the working database. Watched from the
      // moment it works again: on a busy machine a refresh started by one request may still be
      // under way at the next, which then joins it rather than starting its own.
      const spy = vi.spyOn(staleApp.db, 'query');
      await expect
        .poll(async () => {
          expect((await get()).status).toBe(200);
          return spy.mock.calls.some(([sql]) => String(sql).includes('story_versions'));
        })
        .toBe(true);
      spy.mockRestore();
    } finally {
      await staleApp.close();
    }
  });
});

describe('page cache keys', () => {
  it('keeps a path that only looks like a host a path, which no route answers', async () => {
    const response = await request(testApp.app).get('//evil.example/en/news/list/trending');
    expect(response.status).toBe(404);
  });
});

describe('HTTP caching of pages', () => {
  it('lets shared caches keep an anonymous page, and answers a revalidation with 304', async () => {
    const first = await page('/en/about/AboutUS');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect(first.headers['set-cookie']).toBeUndefined();
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await page('/en/about/AboutUS').set('If-None-Match', etag ?? '');
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    // The policy is the same for every response (decision 037), so the browser's copy keeps working under it.
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    const full = await page('/en/about/AboutUS');
    expect([full.headers.etag, full.text]).toEqual([etag, first.text]);
  });

  it('keeps a signed-in reader\'s pages out of shared caches', async () => {
    const response = await page('/en/about/AboutUS').set('Cookie', 'access_token=some-session');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    // Nothing to file at the edge: no shared cache may keep it.
    expect([response.headers['surrogate-key'], response.headers['cache-tag']]).toEqual([undefined, undefined]);
  });

  it('marks a missing page for a short while only', async () => {
    const response = await page('/en/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
  });

  it('lets the API answers be kept 30 s by browsers and a minute by a CDN, with ETag revalidation', async () => {
    const first = await request(testApp.app).get('/api/public/xnews/list?lang=en&size=2');
    expect(first.headers['cache-control']).toBe('public, max-age=30, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    const again = await request(testApp.app).get('/api/public/xnews/list?lang=en&size=2').set('If-None-Match', first.headers.etag ?? '');
    expect(again.status).toBe(304);
  });

  it('files each API answer at the edge under what it read (decision 037): a list by its list, a story by its id', async () => {
    const list = await request(testApp.app).get('/api/public/xnews/list?lang=en&type=world&size=2');
    expect(list.headers['surrogate-key']).toBe('list:en:world:all:10');
    const [story] = list.body as { id: string }[];
    const details = await request(testApp.app).get(`/api/public/xnews/details/${story?.id}?lang=en`);
    expect(details.headers['surrogate-key']).toBe(`story:${story?.id}`);
    expect(details.headers['cache-tag']).toBe(`story:${story?.id}`);
    // A question that finds nothing is not kept: nothing to file.
    expect((await request(testApp.app).get('/api/public/xnews/details/1?lang=en')).headers['surrogate-key']).toBeUndefined();
  });
});

describe('account pages', () => {
  it('are never kept, so a reset link\'s token never lands in a cache key', async () => {
    const token = 'a'.repeat(40);
    const first = await page(`/en/user/reset?token=${token}`);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    for (const path of ['/en/user/login', '/en/user/signup', '/en/profile']) {
      expect((await page(path)).headers['cache-control'], path).toMatch(/no-store|private/);
    }
  });
});
