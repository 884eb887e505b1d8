import { describe, expect, it } from 'vitest';
import { pageCacheKey } from '../../server/bff/page-cache-key';
import type { ReadingChoices } from '../../shared/reading-preferences';
import { localContentChanges } from '../../server/services/cache/content-changes';
import type { Reads } from '../../server/services/cache/dependencies';
import { createResponseCache } from '../../server/services/cache/response-cache';
import type { SharedStore } from '../../server/services/cache/shared-store';
import type { ContentChanges } from '../../server/services/cache/content-changes';

interface Answer {
  text: string;
}
const answer = (text: string): Answer => ({ text });
const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheOf = (options: { freshMs?: number; maxSize?: number; shared?: SharedStore; changes?: ContentChanges; serveChangedCopies?: boolean } = {}) => {
  const { changes = localContentChanges(), ...rest } = options;
  const outcomes: string[] = [];
  const base = createResponseCache<Answer>({ name: 'test', freshMs: 60_000, maxSize: 1_000, sizeOf: (value) => value.text.length, changes, onFetch: (_name, outcome) => outcomes.push(outcome), ...rest });
  // Most cases here are about one tag; those about tags name their own.
  const cache = { fetch: (key: string, produce: (reads: Reads) => Promise<Answer>, tags: readonly string[] = ['t'], within?: Reads) => base.fetch(key, produce, tags, within) };
  return { cache, changes, outcomes };
};

/** A shared store in a Map, as Redis would be for these purposes. */
function mapStore(): SharedStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    get: async (key) => entries.get(key),
    set: async (key, value) => void entries.set(key, value),
  };
}

describe('createResponseCache', () => {
  it('shares one production among concurrent requests for a key', async () => {
    const { cache } = cacheOf();
    let produced = 0;
    const produce = async () => {
      produced++;
      await tick();
      return answer('one');
    };
    const answers = await Promise.all([cache.fetch('a', produce), cache.fetch('a', produce), cache.fetch('a', produce)]);
    expect(produced).toBe(1);
    expect(answers).toEqual([answer('one'), answer('one'), answer('one')]);
  });

  it('serves a stale answer at once and refreshes it behind', async () => {
    const { cache } = cacheOf({ freshMs: 1 });
    await cache.fetch('a', async () => answer('old'));
    await tick();
    expect(await cache.fetch('a', async () => answer('new'))).toEqual(answer('old'));
    await tick();
    expect(await cache.fetch('a', async () => answer('newer'))).toEqual(answer('new'));
  });

  it('gives every waiting request the failure, and keeps nothing', async () => {
    const { cache } = cacheOf();
    const failing = async (): Promise<Answer> => {
      await tick();
      throw new Error('database down');
    };
    const outcomes = await Promise.allSettled([cache.fetch('a', failing), cache.fetch('a', failing)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(await cache.fetch('a', async () => answer('good'))).toEqual(answer('good'));
  });

  it('keeps serving the stale answer while production fails', async () => {
    const { cache } = cacheOf({ freshMs: 1 });
    await cache.fetch('a', async () => answer('good'));
    for (let attempt = 0; attempt < 3; attempt++) {
      await tick();
      expect(await cache.fetch('a', () => Promise.reject(new Error('down')))).toEqual(answer('good'));
    }
  });

  it('drops the least recently used answers beyond its size', async () => {
    const { cache } = cacheOf({ maxSize: 400 });
    let produced = 0;
    const produce = (text: string) => async () => {
      produced++;
      return answer(text);
    };
    await cache.fetch('a', produce('x'.repeat(150)));
    await cache.fetch('b', produce('y'.repeat(150)));
    await cache.fetch('c', produce('z'.repeat(150)));
    await cache.fetch('c', produce('z'));
    expect(produced).toBe(3);
    await cache.fetch('a', produce('x'));
    expect(produced).toBe(4);
  });

  it('serves an answer whose tags changed once more, at once, while one production refreshes it; others stay hits', async () => {
    const { cache, changes, outcomes } = cacheOf();
    await cache.fetch('world', async () => answer('world before'), ['list:world']);
    await cache.fetch('sports', async () => answer('sports before'), ['list:sports']);
    await changes.announce(['list:world']);
    let produced = 0;
    const produce = async () => {
      produced++;
      await tick(20);
      return answer('world after');
    };
    expect(await cache.fetch('world', produce, ['list:world'])).toEqual(answer('world before'));
    expect(await cache.fetch('world', produce, ['list:world'])).toEqual(answer('world before'));
    expect(await cache.fetch('sports', async () => answer('sports after'), ['list:sports'])).toEqual(answer('sports before'));
    await expect.poll(() => cache.fetch('world', produce, ['list:world'])).toEqual(answer('world after'));
    expect(produced).toBe(1);
    expect(outcomes.slice(2, 5)).toEqual(['invalidated', 'invalidated', 'hit']);
    expect(outcomes.at(-1)).toBe('hit');
  });

  it('produces a changed answer again before answering where it serves no changed copies (the API\'s caches)', async () => {
    const { cache, changes, outcomes } = cacheOf({ serveChangedCopies: false });
    await cache.fetch('world', async () => answer('world before'), ['list:world']);
    await cache.fetch('sports', async () => answer('sports before'), ['list:sports']);
    await changes.announce(['list:world']);
    let produced = 0;
    const produce = async () => {
      produced++;
      await tick(20);
      return answer('world after');
    };
    const [first, second] = await Promise.all([cache.fetch('world', produce, ['list:world']), cache.fetch('world', produce, ['list:world'])]);
    expect([first, second]).toEqual([answer('world after'), answer('world after')]);
    expect(await cache.fetch('sports', async () => answer('sports after'), ['list:sports'])).toEqual(answer('sports before'));
    expect(produced).toBe(1);
    expect(outcomes.slice(2)).toEqual(['invalidated', 'invalidated', 'hit']);
  });

  it('does not take an answer whose production started before a change to its tags as current', async () => {
    const { cache, changes } = cacheOf();
    let reading!: () => void;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const inFlight = cache.fetch('a', async () => {
      reading();
      await tick(20);
      return answer('read before the change');
    });
    await read;
    await changes.announce(['t']);
    expect(await inFlight).toEqual(answer('read before the change'));
    expect(await cache.fetch('a', async () => answer('after'))).toEqual(answer('read before the change'));
    await expect.poll(() => cache.fetch('a', async () => answer('after'))).toEqual(answer('after'));
  });

  it('makes an answer produced from other cached answers depend on their tags, and on the oldest of them', async () => {
    const lists = cacheOf();
    const pages = cacheOf({ changes: lists.changes });
    await lists.cache.fetch('world', async () => answer('world 1'), ['list:world']);
    const render = async (reads: Reads) => answer(`page of ${(await lists.cache.fetch('world', async () => answer('world 2'), ['list:world'], reads)).text}`);
    expect(await pages.cache.fetch('page', render, [])).toEqual(answer('page of world 1'));
    await lists.changes.announce(['list:sports']);
    expect(await pages.cache.fetch('page', render, [])).toEqual(answer('page of world 1'));
    expect(pages.outcomes.at(-1)).toBe('hit');
    await lists.changes.announce(['list:world']);
    // Stale once; the render behind it waits for the list's fresh answer rather than reading the old one.
    expect(await pages.cache.fetch('page', render, [])).toEqual(answer('page of world 1'));
    await expect.poll(() => pages.cache.fetch('page', render, [])).toEqual(answer('page of world 2'));
  });

  it('records what a production reads in that production alone, when others run at the same time', async () => {
    const lists = cacheOf();
    const pages = cacheOf({ changes: lists.changes });
    // Both renders are under way at once, each reading its own list after the other has started.
    const renderOf = (list: string) => async (reads: Reads) => {
      await tick();
      return answer(`page of ${(await lists.cache.fetch(list, async () => answer(list), [`list:${list}`], reads)).text}`);
    };
    await Promise.all([pages.cache.fetch('world page', renderOf('world'), []), pages.cache.fetch('sports page', renderOf('sports'), [])]);
    await lists.changes.announce(['list:world']);
    await pages.cache.fetch('sports page', renderOf('sports'), []);
    await pages.cache.fetch('world page', renderOf('world'), []);
    expect(pages.outcomes.slice(2)).toEqual(['hit', 'invalidated']);
  });

  it('is current again once rendered anew, when it read an old answer that is still current and another tag changed', async () => {
    const answers = cacheOf();
    const pages = cacheOf({ changes: answers.changes });
    // The story's details, produced before any change and never changed since.
    await answers.cache.fetch('story', async () => answer('story'), ['story:1']);
    let list = 'list 1';
    const render = async (reads: Reads) => {
      const story = await answers.cache.fetch('story', async () => answer('story again'), ['story:1'], reads);
      const related = await answers.cache.fetch('related', async () => answer(list), ['list:sports'], reads);
      return answer(`${story.text} with ${related.text}`);
    };
    expect(await pages.cache.fetch('page', render, [])).toEqual(answer('story with list 1'));
    list = 'list 2';
    await answers.changes.announce(['list:sports']);
    expect(await pages.cache.fetch('page', render, [])).toEqual(answer('story with list 1'));
    await expect.poll(() => pages.cache.fetch('page', render, [])).toEqual(answer('story with list 2'));
    expect(pages.outcomes.at(-1)).toBe('hit');
  });

  it('reads what another instance stored in the shared store, and writes there what it produced', async () => {
    const shared = mapStore();
    const changes = localContentChanges();
    const first = cacheOf({ shared, changes });
    const second = cacheOf({ shared, changes });
    expect(await first.cache.fetch('a', async () => answer('made once'))).toEqual(answer('made once'));
    expect([...shared.entries.values()].map((json) => (JSON.parse(json) as { value: Answer }).value)).toEqual([answer('made once')]);
    expect(await second.cache.fetch('a', async () => answer('made twice'))).toEqual(answer('made once'));
  });

  it('does not take a copy from the shared store whose tags changed after it was made', async () => {
    const shared = mapStore();
    const changes = localContentChanges();
    const first = cacheOf({ shared, changes });
    await first.cache.fetch('a', async () => answer('before'));
    await changes.announce(['t']);
    expect(await cacheOf({ shared, changes }).cache.fetch('a', async () => answer('after'))).toEqual(answer('after'));
  });
});

describe('pageCacheKey', () => {
  const key = (path: string, size = 9, reading: ReadingChoices = {}) => pageCacheKey(new URL(`http://x${path}`), size, reading);
  it('separates paths, page sizes and queries, and sorts the query', () => {
    expect(key('/en/news/list/trending')).not.toBe(key('/fr/news/list/trending'));
    expect(key('/en/news/list/trending', 4)).not.toBe(key('/en/news/list/trending', 9));
    expect(key('/en/news/list/trending?page=2')).not.toBe(key('/en/news/list/trending'));
    expect(key('/en/news/list/trending?b=1&page=2')).toBe(key('/en/news/list/trending?page=2&b=1'));
  });
  it('keeps a page apart for each chosen reading preference, and the unchosen ones as the shared page (decision 039)', () => {
    const page = '/en/news/list/trending';
    const keys = [{}, { theme: 'light' }, { theme: 'dark' }, { 'text-size': 'large' }, { 'text-size': 'larger' }, { theme: 'dark', 'text-size': 'large' }] as const;
    expect(new Set(keys.map((reading) => key(page, 9, reading))).size).toBe(keys.length);
    expect(key(page)).toBe(key(page, 9, { theme: undefined, 'text-size': undefined }));
  });
});
