import { describe, expect, it } from 'vitest';
import { createPageCache, UncacheablePage, withNonce, NONCE_PLACEHOLDER, type RenderedPage } from '../../server/bff/page-cache';
import { pageCacheKey } from '../../server/bff/page-cache-key';

const page = (html: string): RenderedPage => ({ status: 200, html });
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

describe('createPageCache', () => {
  it('shares one render among concurrent requests for a page', async () => {
    const cache = createPageCache({ freshMs: 60_000, maxChars: 1_000 });
    let renders = 0;
    const render = async () => {
      renders++;
      await tick();
      return page('<p>one</p>');
    };
    const pages = await Promise.all([cache.fetch('a', render), cache.fetch('a', render), cache.fetch('a', render)]);
    expect(renders).toBe(1);
    expect(pages).toEqual([page('<p>one</p>'), page('<p>one</p>'), page('<p>one</p>')]);
  });

  it('serves a stale page at once and refreshes it behind', async () => {
    const cache = createPageCache({ freshMs: 1, maxChars: 1_000 });
    await cache.fetch('a', async () => page('old'));
    await tick();
    expect(await cache.fetch('a', async () => page('new'))).toEqual(page('old'));
    await tick();
    expect(await cache.fetch('a', async () => page('newer'))).toEqual(page('new'));
  });

  it('gives every waiting request the uncacheable page, and keeps nothing', async () => {
    const cache = createPageCache({ freshMs: 60_000, maxChars: 1_000 });
    const failing = async () => {
      await tick();
      throw new UncacheablePage(page('failed'), 'data failed');
    };
    const outcomes = await Promise.allSettled([cache.fetch('a', failing), cache.fetch('a', failing)]);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      expect(((outcome as PromiseRejectedResult).reason as UncacheablePage).page).toEqual(page('failed'));
    }
    expect(await cache.fetch('a', async () => page('good'))).toEqual(page('good'));
  });

  it('keeps serving the stale page while renders fail', async () => {
    const cache = createPageCache({ freshMs: 1, maxChars: 1_000 });
    await cache.fetch('a', async () => page('good'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await tick();
      expect(await cache.fetch('a', () => Promise.reject(new UncacheablePage(page('failed'), 'down')))).toEqual(page('good'));
    }
  });

  it('drops the least recently used pages beyond its size, and everything on clear', async () => {
    const cache = createPageCache({ freshMs: 60_000, maxChars: 400 });
    let renders = 0;
    const render = (html: string) => async () => {
      renders++;
      return page(html);
    };
    await cache.fetch('a', render('x'.repeat(150)));
    await cache.fetch('b', render('y'.repeat(150)));
    await cache.fetch('c', render('z'.repeat(150)));
    expect(renders).toBe(3);
    await cache.fetch('c', render('z'));
    expect(renders).toBe(3);
    await cache.fetch('a', render('x'));
    expect(renders).toBe(4);
    cache.clear();
    await cache.fetch('c', render('z'));
    expect(renders).toBe(5);
  });
});

describe('withNonce', () => {
  it('puts the response nonce in every place of the placeholder', () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}"></script><style nonce="${NONCE_PLACEHOLDER}"></style>`;
    expect(withNonce(html, 'abc')).toBe('<script nonce="abc"></script><style nonce="abc"></style>');
  });
});

describe('pageCacheKey', () => {
  const key = (path: string, size = 9) => pageCacheKey(new URL(`http://x${path}`), size);
  it('separates paths, page sizes and queries, and sorts the query', () => {
    expect(key('/en/news/list/trending')).not.toBe(key('/fr/news/list/trending'));
    expect(key('/en/news/list/trending', 4)).not.toBe(key('/en/news/list/trending', 9));
    expect(key('/en/news/list/trending?page=2')).not.toBe(key('/en/news/list/trending'));
    expect(key('/en/news/list/trending?b=1&page=2')).toBe(key('/en/news/list/trending?page=2&b=1'));
  });
});
