import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSite } from '../../server/site/load-site';
import type { NewsApi } from '../../shared/news-api';
import { PAGE_SECTIONS } from '../../shared/message-sections';
import { createQueryClient } from '../app/query-client';
import { queries } from './queries';

const START = Date.UTC(2025, 5, 15, 12, 0);
const { translations } = loadSite('xnews');

beforeEach(() => {
  vi.useFakeTimers({ now: START, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the translations queries', () => {
  it('keep a language’s texts 10 minutes before asking for them again (spec §9)', async () => {
    const client = createQueryClient();
    let asked = 0;
    const api = {
      messages: async (lang: 'en') => {
        asked += 1;
        return translations[lang];
      },
    } as unknown as NewsApi;
    const read = async () => {
      await client.fetchQuery(queries.messages(api, 'en'));
      await client.fetchQuery(queries.messageSection(api, 'en', PAGE_SECTIONS[0]));
      return asked;
    };
    expect(await read()).toBe(2);
    // Past the 30 s of other GETs, and to the last millisecond of the ten minutes.
    vi.setSystemTime(START + 599_999);
    expect(await read()).toBe(2);
    vi.setSystemTime(START + 600_000);
    expect(await read()).toBe(4);
    client.clear();
  });
});
