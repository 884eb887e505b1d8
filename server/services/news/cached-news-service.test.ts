import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsItem } from '../../../shared/types';
import { parseListQuery } from '../../api/news/news-requests';
import { DatabaseUnavailableError } from '../../db/database';
import { localContentChanges } from '../cache/content-changes';
import { cachedNewsService } from './cached-news-service';
import { listFilterOf } from './news-filters';
import type { NewsService } from './news-service';

afterEach(() => {
  vi.useRealTimers();
});

const STORY = { id: '1', title: 'Canal locks reopen for barges' } as NewsItem;

describe('the cached news service with the database gone', () => {
  it('answers a list request a minute later with the copy it holds, as it did within the minute', async () => {
    let databaseUp = true;
    const news = {
      list: async () => {
        if (!databaseUp) throw new DatabaseUnavailableError(new Error('connection refused'));
        return [STORY];
      },
    } as unknown as NewsService;
    const cached = cachedNewsService(news, { changes: localContentChanges(), freshMs: 60_000, maxChars: 1_000_000 });
    const ask = () => cached.list(listFilterOf(parseListQuery({ type: 'world' })));
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 20, 12, 0, 50), toFake: ['Date'] });
    expect(await ask()).toEqual([STORY]);
    databaseUp = false;
    // Into the next minute: the request is the same question, so the copy answers it.
    vi.setSystemTime(Date.UTC(2026, 10, 20, 12, 1, 5));
    expect(await ask()).toEqual([STORY]);
  });
});
