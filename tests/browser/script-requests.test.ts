import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, isScriptRequest, newTestContext } from '../support/browser';

/*
 * The filter the browser files count API calls with: it keeps every call a script makes and
 * drops the browser's own revalidation of an answer served stale, which a tab that keeps its
 * cache makes whenever a test repeats a call after the answer's max-age.
 */

let browser: Browser | undefined;
let server: Server | undefined;
let base = '';
let answered = 0;

beforeAll(async () => {
  browser = await connectBrowser();
  server = createServer((request, response) => {
    if (!request.url?.startsWith('/api')) {
      // The page, and the favicon the browser asks for with it.
      response.writeHead(request.url === '/' ? 200 : 404, { 'content-type': 'text/html' }).end('<!doctype html><title>A page</title>');
      return;
    }
    answered += 1;
    // Stale at once and for five minutes revalidated in the background: the public API's policy with no max-age.
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=0, stale-while-revalidate=300' });
    response.end(JSON.stringify({ answered }));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe('isScriptRequest', () => {
  it("keeps a script's calls, the one answered stale included, and drops the browser's revalidation of it", async () => {
    if (!browser) throw new Error('the browser is connected in beforeAll');
    const context = await newTestContext(browser, { viewport: { width: 800, height: 600 } });
    try {
      const page = await context.newPage();
      const seen: Request[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api')) seen.push(request);
      });
      await page.goto(base);
      const call = () => page.evaluate(async () => ((await (await fetch('/api?page=2')).json()) as { answered: number }).answered);
      expect(await call()).toBe(1);
      // Served from the cache, stale; the browser asks the server again behind it.
      expect(await call()).toBe(1);
      await expect.poll(() => seen.map((request) => request.resourceType()), { timeout: 30_000 }).toEqual(['fetch', 'fetch', 'other']);
      expect(answered).toBe(2);
      expect(seen.filter(isScriptRequest)).toHaveLength(2);
    } finally {
      await context.close();
    }
  });
});
