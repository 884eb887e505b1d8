import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpNewsApi } from './http-news-api';
import type { NewsItem } from './types';

const DAY = 86_400;

/** Answers every call with `items`, recording the addresses asked for. */
function stubFetch(items: Pick<NewsItem, 'id'>[]): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    asked.push(new URL(input, 'https://site.example'));
    return new Response(JSON.stringify(items), { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the HTTP NewsApi’s related news (spec §2, §9)', () => {
  const postTime = 1_750_000_000;
  const related = () => httpNewsApi('xnews').related({ lang: 'es', subtype: 'Climate', postTime, excludeId: '3' });

  it('asks the list for the subtype’s stories 120 days either side of the story, one more than it shows', async () => {
    const asked = stubFetch([]);
    await related();
    expect(asked).toHaveLength(1);
    const query = Object.fromEntries(asked[0]?.searchParams ?? []);
    expect(query).toMatchObject({ lang: 'es', subtype: 'Climate', minTrendingScore: '0', page: '1', size: '11' });
    expect(Number(query.startTime)).toBe(postTime - 120 * DAY);
    expect(Number(query.endTime)).toBe(postTime + 120 * DAY);
  });

  it('shows 10 at most, the story itself left out', async () => {
    const eleven = Array.from({ length: 11 }, (_, n) => ({ id: String(n + 1) }));
    stubFetch(eleven);
    expect((await related()).map((item) => item.id)).toEqual(['1', '2', '4', '5', '6', '7', '8', '9', '10', '11']);
    // Eleven others, when the story is not among them: the eleventh is not shown.
    stubFetch(Array.from({ length: 11 }, (_, n) => ({ id: String(n + 11) })));
    expect((await related()).map((item) => item.id)).toEqual(['11', '12', '13', '14', '15', '16', '17', '18', '19', '20']);
    stubFetch(eleven.slice(0, 4));
    expect((await related()).map((item) => item.id)).toEqual(['1', '2', '4']);
  });
});
