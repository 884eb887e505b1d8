import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useBrowserQuery, type BrowserQueryOptions } from './browser-query';

type Options = BrowserQueryOptions<string[], Error, unknown, string[]>;

type UseResult = (options: Options) => { data: unknown; isError: boolean };

/** Shows what a hook's result says. */
function Probe({ useResult, options }: { useResult: UseResult; options: Options }) {
  const { data, isError } = useResult(options);
  return <pre>{JSON.stringify({ data: data instanceof Set ? [...data] : data, isError })}</pre>;
}

/** The probe rendered on the server (no window here, as in the server's render). */
function resultOf(client: QueryClient, useResult: UseResult, options: Options): string {
  return renderToString(
    <QueryClientProvider client={client}>
      <Probe useResult={useResult} options={options} />
    </QueryClientProvider>,
  );
}

const KEY = ['browser-query-test'];
const neverRuns = async (): Promise<string[]> => {
  throw new Error('a disabled query ran');
};

async function clientWith(state: 'empty' | 'data' | 'error'): Promise<QueryClient> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (state === 'data') client.setQueryData(KEY, ['a', 'b']);
  if (state === 'error') await client.prefetchQuery({ queryKey: KEY, queryFn: neverRuns });
  return client;
}

describe('useBrowserQuery in a server render', () => {
  it.each([
    ['nothing cached', 'empty', {}, { isError: false }],
    ['cached data', 'data', {}, { data: ['a', 'b'], isError: false }],
    ['cached data through select', 'data', { select: (ids: string[]) => new Set(ids.map((id) => id.toUpperCase())) }, { data: ['A', 'B'], isError: false }],
    ['a failed query', 'error', {}, { isError: true }],
  ] as const)('gives what useQuery gives for a disabled query with %s', async (_case, state, extra, expected) => {
    const options: Options = { queryKey: KEY, queryFn: neverRuns, enabled: false, ...extra };
    const client = await clientWith(state);
    const mine = resultOf(client, useBrowserQuery, options);
    expect(mine).toBe(resultOf(client, useQuery as UseResult, options));
    expect(mine).toBe(`<pre>${JSON.stringify(expected).replaceAll('"', '&quot;')}</pre>`);
    // Read from the cache, never fetched.
    expect(client.getQueryState(KEY)?.fetchStatus ?? 'idle').toBe('idle');
  });

  it('refuses a query enabled in a server render, which would never be fetched', async () => {
    const client = await clientWith('empty');
    expect(() => resultOf(client, useBrowserQuery, { queryKey: KEY, queryFn: neverRuns, enabled: true })).toThrow(
      'useBrowserQuery(["browser-query-test"]) is enabled in a server render, which never fetches it',
    );
  });
});
