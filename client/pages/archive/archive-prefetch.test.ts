import { describe, expect, it } from 'vitest';
import { loadSite } from '../../../server/site/load-site';
import type { ArchiveParams, NewsApi } from '../../../shared/news-api';
import type { PrefetchContext } from '../../app/route-handle';
import { createQueryClient } from '../../app/query-client';
import { prefetchArchiveMonth } from './archive-prefetch';

const config = loadSite('xnews').config;

describe('prefetchArchiveMonth', () => {
  it('asks for the month’s first 100 entries (spec §2, §9)', async () => {
    const asked: ArchiveParams[] = [];
    const api = {
      archive: async (params: ArchiveParams) => {
        asked.push(params);
        return [];
      },
    } as unknown as NewsApi;
    const context = { queryClient: createQueryClient(), api, config, params: { lang: 'en', category: 'politics', yyyymm: '202505' } } as unknown as PrefetchContext;
    expect(await prefetchArchiveMonth(context)).toBeUndefined();
    expect(asked).toEqual([{ lang: 'en', category: 'politics', month: '202505', page: 0, size: 100 }]);
  });
});
