// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsApi, NewsListParams } from '../../../shared/news-api';
import type { NewsItem } from '../../../shared/types';
import { createQueryClient } from '../../app/query-client';
import { SiteProvider, type SiteContextValue } from '../../app/site-context';
import { useNewsPages, type NewsPages } from './use-news-pages';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

const SIZE = 4;

/** A full page of distinct stories, so that the list never ends of itself. */
function fullPage({ page, size }: NewsListParams): NewsItem[] {
  return Array.from({ length: size }, (_, n) => ({ id: String(page * 1000 + n), title: `Story ${n} of page ${page}`, outlines: [] }) as unknown as NewsItem);
}

/** A world list at SIZE stories a page, handing each render's state to `seen`. */
function Probe({ seen }: { seen: (pages: NewsPages) => void }) {
  seen(useNewsPages('en', { type: 'world', subtype: null }, SIZE));
  return null;
}

/** useNewsPages over an API that answers at once, the pages it was asked for kept in order. */
function renderList(address: string) {
  const asked: number[] = [];
  const api = {
    list: async (params: NewsListParams) => {
      asked.push(params.page);
      return fullPage(params);
    },
  } as unknown as NewsApi;
  let latest: NewsPages | undefined;
  const seen = (pages: NewsPages) => {
    latest = pages;
  };
  const root = createRoot(document.createElement('div'));
  act(() =>
    root.render(
      <QueryClientProvider client={createQueryClient()}>
        <SiteProvider value={{ api } as SiteContextValue}>
          <MemoryRouter initialEntries={[address]}>
            <Probe seen={seen} />
          </MemoryRouter>
        </SiteProvider>
      </QueryClientProvider>,
    ),
  );
  const list = () => {
    if (!latest) throw new Error('not rendered');
    return latest;
  };
  return { asked, list, unmount: () => act(() => root.unmount()) };
}

/** Moves the clock on, each step in its own act so that React renders and runs effects in between. */
async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}
/** Lets answers that are already there arrive, without moving the clock. */
async function settle() {
  for (let round = 0; round < 5; round += 1) await wait(0);
}

beforeEach(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useNewsPages', () => {
  it('restores an address’s ?page= one page at a time, 300 ms apart (spec §2, §9)', async () => {
    const view = renderList('/en/news/list/world?page=3');
    await settle();
    expect(view.asked).toEqual([1]);
    for (const page of [2, 3]) {
      await wait(299);
      expect(view.asked).toHaveLength(page - 1);
      await wait(1);
      expect(view.asked).toEqual(Array.from({ length: page }, (_, index) => index + 1));
      await settle();
    }
    await wait(1_000);
    expect(view.asked).toEqual([1, 2, 3]);
    view.unmount();
  });

  it('lets the reader load up to page 12, and no further (spec §2, §9)', async () => {
    const view = renderList('/en/news/list/world');
    await settle();
    for (let page = 2; page <= 12; page += 1) {
      expect(view.list().done).toBe(false);
      act(() => view.list().loadNext());
      await settle();
    }
    expect(view.asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(view.list().done).toBe(true);
    expect(view.list().items).toHaveLength(12 * SIZE);
    act(() => view.list().loadNext());
    await settle();
    expect(view.asked).toHaveLength(12);
    view.unmount();
  });

  it('restores an address’s ?page= no further than page 12 (spec §2, §9)', async () => {
    const view = renderList('/en/news/list/world?page=13');
    await settle();
    for (let step = 0; step < 14; step += 1) {
      await wait(300);
      await settle();
    }
    expect(view.asked).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(view.list().done).toBe(true);
    view.unmount();
  });
});
