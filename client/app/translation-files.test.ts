import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { loadTranslationFiles } from './translation-files';

/**
 * AbortSignal.timeout runs on Node's own timers, which fake timers do not reach: here it is the
 * same signal on the global setTimeout, so that the test can move time to either side of it.
 */
function timeoutOnGlobalTimers(ms: number): AbortSignal {
  const controller = new AbortController();
  setTimeout(() => controller.abort(new DOMException('The operation timed out.', 'TimeoutError')), ms);
  return controller.signal;
}

/** A file server whose answer for each address takes the given milliseconds, and is dropped when the request is aborted. */
function slowFiles(delays: Record<string, number>) {
  vi.stubGlobal('fetch', (href: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ file: href }))), delays[href]);
      init.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(init.signal?.reason);
      });
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(AbortSignal, 'timeout').mockImplementation(timeoutOnGlobalTimers);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadTranslationFiles', () => {
  it('keeps a file that arrives within 5 s and leaves out one that takes longer (spec §8, §9)', async () => {
    slowFiles({ '/xnews/locales/en.json': 4_999, '/xnews/locales/fr.json': 5_001 });
    const client = createQueryClient();
    const loading = loadTranslationFiles(client, [
      { queryKey: ['messages', 'en'], href: '/xnews/locales/en.json' },
      { queryKey: ['messages', 'fr'], href: '/xnews/locales/fr.json' },
    ]);
    await vi.advanceTimersByTimeAsync(5_001);
    await loading;
    expect(client.getQueryData(['messages', 'en'])).toEqual({ file: '/xnews/locales/en.json' });
    expect(client.getQueryData(['messages', 'fr'])).toBeUndefined();
  });
});
