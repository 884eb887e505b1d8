import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localContentChanges } from '../../services/cache/content-changes';
import type { Reads } from '../../services/cache/dependencies';
import { createResponseCache } from '../../services/cache/response-cache';
import { ANY_STORY } from '../../services/news/news-tags';
import { loadSite } from '../../site/load-site';
import { upstreamNewsApi } from './upstream-news-api';

let upstream: Server;
let base: string;
beforeAll(async () => {
  upstream = createServer((_request, response) => response.setHeader('Content-Type', 'application/json').end('[]'));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));

describe('upstreamNewsApi', () => {
  it('makes what is rendered from it depend on every story, since the upstream does not say which it read', async () => {
    const changes = localContentChanges();
    const outcomes: string[] = [];
    const pages = createResponseCache<{ html: string }>({ name: 'page', freshMs: 60_000, maxSize: 1_000, sizeOf: (page) => page.html.length, changes, onFetch: (_name, outcome) => outcomes.push(outcome) });
    const api = upstreamNewsApi(base, loadSite('xnews'), 5_000);
    const render = async (reads: Reads) => ({ html: `${(await api(reads).list({ lang: 'en', type: 'world', subtype: null, page: 1, size: 9 })).length} stories` });
    await pages.fetch('/en/news/list/world', render, []);
    await changes.announce(['story:unrelated', ANY_STORY]);
    await pages.fetch('/en/news/list/world', render, []);
    expect(outcomes).toEqual(['miss', 'invalidated']);
  });
});
