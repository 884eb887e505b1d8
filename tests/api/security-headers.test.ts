import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingest } from '../support/ingest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { loadAssetManifest } from '../../server/bff/asset-manifest';
import { createTestApp, TEST_INGEST_TOKEN, type TestApp } from '../support/test-app';

/** The security headers of every kind of response, HTML and API alike. */

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The page's one inline script, which holds a reader's early taps (client/early-input-holder.ts). */
const HOLDER = loadAssetManifest().holder;

let testApp: TestApp;
let asset = '';
beforeAll(async () => {
  testApp = await createTestApp();
  await ingest(testApp, [newsItem({ id: '810000000000000001' })]);
  asset = /<script type="module" async="" src="([^"]+)"/.exec((await request(testApp.app).get('/en/about/AboutUS')).text)?.[1] ?? '';
});
afterAll(() => testApp?.close());

const RESPONSES: [string, () => request.Test][] = [
  ['an HTML page', () => request(testApp.app).get('/en/news/list/trending')],
  ['the 404 page', () => request(testApp.app).get('/en/no-such-page')],
  ['a redirect', () => request(testApp.app).get('/en')],
  ['an API answer', () => request(testApp.app).get('/api/public/xnews/list?lang=en&size=1')],
  ['an API error', () => request(testApp.app).get('/api/public/xnews/list?size=-1')],
  ['an unknown API path', () => request(testApp.app).get('/api/public/nothing')],
  ['a refused write', () => request(testApp.app).post('/api/ingest/news').send([])],
  ['an ingest', () => request(testApp.app).post('/api/ingest/news').set('Authorization', `Bearer ${TEST_INGEST_TOKEN}`).send([])],
  ['a script asset', () => request(testApp.app).get(asset)],
  ['the site config', () => request(testApp.app).get('/xnews/config.json')],
  ['a sitemap', () => request(testApp.app).get('/sitemap.xml')],
  ['the metrics', () => request(testApp.app).get('/metrics')],
  ['the readiness probe', () => request(testApp.app).get('/readyz')],
  ['a login failure', () => request(testApp.app).post('/api/public/auth/login').send({ email: 'nobody@example.com', password: 'x' })],
];

describe.each(RESPONSES)('%s', (_name, send) => {
  it('carries nosniff, a strict referrer policy and a CSP the same for everyone, one inline script by its hash and no framing, and hides the framework', async () => {
    const response = await send();
    expect(response.status).toBeLessThan(500);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    const csp = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    // Scripts only as files of this origin and the holder of early taps by its hash (decisions 032
    // and 037): no other inline script, no eval, no nonce to leak.
    expect(scriptSrc).toBe(`'self' ${hashSource(HOLDER)}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
  });

  it('sends HSTS behind HTTPS only', async () => {
    expect((await send()).headers['strict-transport-security']).toBeUndefined();
    const secure = await send().set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('never hands a foreign origin the right to read it with credentials', async () => {
    const response = await send().set('Origin', 'https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });
});

describe('a preflight from a foreign origin', () => {
  it('is not granted', async () => {
    const response = await request(testApp.app)
      .options('/api/public/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type, x-xsrf-token');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe("a page's inline style", () => {
  it('is the only one the CSP allows, by the hash of its text, and the only scripts are the holder of early taps, by its hash, and the entry, a file', async () => {
    const response = await request(testApp.app).get('/en/news/list/trending');
    const styleSrc = /style-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    const styles = [...response.text.matchAll(/<style\b([^>]*)>([^<]*)<\/style>/g)];
    expect(styles).toHaveLength(1);
    const [, attributes, text] = styles[0] ?? [];
    expect(attributes).toBe('');
    expect(text).toContain('--header-bg:');
    expect(styleSrc).toBe(`'self' ${hashSource(text ?? '')}`);
    expect(response.text).not.toMatch(/nonce/i);
    const head = `<!DOCTYPE html><html lang="en" dir="ltr"><head><meta charSet="utf-8"/><script>${HOLDER}</script><script type="module" async="" src="`;
    expect(response.text.startsWith(head)).toBe(true);
    // Every other script element is data, which no browser runs: the bootstrap JSON and JSON-LD.
    const scripts = [...response.text.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '');
    expect(scripts.filter((attributes) => !/type="application\/(?:json|ld\+json)"/.test(attributes))).toEqual(['', expect.stringMatching(/^ type="module" async="" src="/)]);
  });
});
