import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RelatedFilter } from '../db/news/related-stories';
import type { ListFilter } from '../db/news/list-stories';
import type { CachedNewsService } from '../services/news/cached-news-service';
import type { NewsletterService } from '../services/newsletter/newsletter-service';
import type { Site } from '../site/load-site';
import { serverNewsApi } from './server-news-api';

const DAY = 86_400;
/** Noon UTC on a whole minute. */
const NOW = Date.UTC(2025, 5, 15, 12, 0);

/** The renderer's NewsApi over a news service that only records what it is asked. */
function recordingApi() {
  const asked: { list: ListFilter[]; related: RelatedFilter[] } = { list: [], related: [] };
  const news = {
    list: async (filter: ListFilter) => {
      asked.list.push(filter);
      return [];
    },
    related: async (filter: RelatedFilter) => {
      asked.related.push(filter);
      return [];
    },
  } as unknown as CachedNewsService;
  return { asked, api: serverNewsApi(news, {} as NewsletterService, {} as Site)() };
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the renderer’s NewsApi', () => {
  it('draws a story’s related news from 120 days either side of it, 10 at most (spec §2, §9)', async () => {
    const { asked, api } = recordingApi();
    const postTime = Math.floor(NOW / 1000) - 30 * DAY;
    await api.related({ lang: 'fr', subtype: 'Climate', postTime, excludeId: '42' });
    expect(asked.related).toEqual([{ lang: 'fr', subtype: 'Climate', startTime: postTime - 120 * DAY, endTime: postTime + 120 * DAY, excludeId: '42', limit: 10 }]);
  });

  it('lists the last 365 days on a list page (spec §9)', async () => {
    const { asked, api } = recordingApi();
    await api.list({ lang: 'en', type: 'world', subtype: null, page: 2, size: 9 });
    expect(asked.list).toEqual([expect.objectContaining({ daysBack: 365, startTime: 0, endTime: null, limit: 9, offset: 9, cards: true })]);
  });
});
