import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';
import { fetchForRender, prefetchForRender } from './render-prefetch';

const KEY = ['render-prefetch-test', 'en'];

/** A query function that answers from a script, one entry a call, and counts its calls. */
function scripted(...answers: Array<string[] | Error>) {
  const calls: unknown[] = [];
  return {
    calls,
    queryFn: async (context: { queryKey: unknown }) => {
      calls.push(context.queryKey);
      const answer = answers[Math.min(calls.length, answers.length) - 1];
      if (answer instanceof Error) throw answer;
      return answer as string[];
    },
  };
}

/** What the browser would be handed of a cache, the moments of each fetch left out. */
function handedOver(client: QueryClient) {
  return dehydrate(client, { shouldDehydrateQuery: () => true }).queries.map(({ queryKey, queryHash, state }) => ({
    queryKey,
    queryHash,
    status: state.status,
    fetchStatus: state.fetchStatus,
    data: state.data,
    error: state.error,
  }));
}

describe('fetchForRender', () => {
  it('fetches an uncached query once and leaves the cache as fetchQuery does', async () => {
    const mine = createQueryClient();
    const theirs = createQueryClient();
    const query = scripted(['a', 'b']);
    expect(await fetchForRender(mine, { queryKey: KEY, queryFn: query.queryFn })).toEqual(['a', 'b']);
    expect(query.calls).toEqual([KEY]);
    await theirs.fetchQuery({ queryKey: KEY, queryFn: scripted(['a', 'b']).queryFn });
    expect(handedOver(mine)).toEqual(handedOver(theirs));
    expect(handedOver(mine)[0]).toMatchObject({ status: 'success', fetchStatus: 'idle', data: ['a', 'b'] });
  });

  it('answers a query already cached from the cache, as fetchQuery does', async () => {
    const client = createQueryClient();
    client.setQueryData(KEY, ['from a form']);
    const query = scripted(['fetched']);
    expect(await fetchForRender(client, { queryKey: KEY, queryFn: query.queryFn })).toEqual(['from a form']);
    expect(query.calls).toEqual([]);
  });

  it('records a failure as fetchQuery does, running the query no more often than it would', async () => {
    const mine = createQueryClient();
    const theirs = createQueryClient();
    const query = scripted(new Error('the database is unavailable'));
    const same = scripted(new Error('the database is unavailable'));
    await expect(fetchForRender(mine, { queryKey: KEY, queryFn: query.queryFn, retry: false })).rejects.toThrow('the database is unavailable');
    await expect(theirs.fetchQuery({ queryKey: KEY, queryFn: same.queryFn, retry: false })).rejects.toThrow('the database is unavailable');
    expect(query.calls).toHaveLength(1);
    expect(query.calls).toEqual(same.calls);
    expect(handedOver(mine)).toEqual(handedOver(theirs));
    expect(handedOver(mine)[0]).toMatchObject({ status: 'error', error: new Error('the database is unavailable') });
  });

  it('tries a failed query again as its retry option says, and keeps what the second try fetches', async () => {
    const client = createQueryClient();
    const query = scripted(new Error('a blip'), ['b']);
    expect(await fetchForRender(client, { queryKey: KEY, queryFn: query.queryFn, retry: 1, retryDelay: 0 })).toEqual(['b']);
    expect(query.calls).toHaveLength(2);
    expect(handedOver(client)[0]).toMatchObject({ status: 'success', data: ['b'] });
  });
});

describe('prefetchForRender', () => {
  it('resolves on a failure and leaves it in the cache for the page to show', async () => {
    const client = createQueryClient();
    await expect(prefetchForRender(client, { queryKey: KEY, queryFn: scripted(new Error('down')).queryFn, retry: false })).resolves.toBeUndefined();
    expect(client.getQueryState(KEY)).toMatchObject({ status: 'error', error: new Error('down') });
  });
});
