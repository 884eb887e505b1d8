import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { renderToReadableStream } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { useSuspenseData, type SuspenseDataOptions } from './suspense-data';

type Options = SuspenseDataOptions<string[], string[]>;
type UseData = (options: Options) => string[];

const useQueryData: UseData = (options) => useSuspenseQuery(options).data;

function Probe({ useData, options }: { useData: UseData; options: Options }) {
  return <pre>{useData(options).join(',')}</pre>;
}

const page = (client: QueryClient, useData: UseData, options: Options) => (
  <QueryClientProvider client={client}>
    <Suspense fallback={<p>waiting</p>}>
      <Probe useData={useData} options={options} />
    </Suspense>
  </QueryClientProvider>
);

const KEY = ['suspense-data-test'];

/** A page rendered as the server streams one that suspends, whole, and the errors reported on the way. */
async function streamed(element: ReactNode): Promise<{ html: string; errors: unknown[] }> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, {
    onError(error) {
      errors.push(error);
    },
  });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

describe('useSuspenseData in a server render', () => {
  it('gives the cached data, as useSuspenseQuery does, without fetching', () => {
    const client = new QueryClient();
    client.setQueryData(KEY, ['a', 'b']);
    let fetched = 0;
    const options: Options = { queryKey: KEY, queryFn: async () => [`fetched ${++fetched}`] };
    const mine = renderToString(page(client, useSuspenseData, options));
    expect(mine).toBe(renderToString(page(client, useQueryData, options)));
    expect(mine).toContain('<pre>a,b</pre>');
    expect(fetched).toBe(0);
  });

  it('throws the cached error, as useSuspenseQuery does', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const failing: Options = {
      queryKey: KEY,
      queryFn: async () => {
        throw new Error('the translations are unavailable');
      },
    };
    await client.prefetchQuery(failing);
    // The server renders the Suspense boundary's fallback, for the browser to try again, and reports the error.
    const mine = await streamed(page(client, useSuspenseData, failing));
    expect(mine).toEqual(await streamed(page(client, useQueryData, failing)));
    expect(mine.errors).toEqual([new Error('the translations are unavailable')]);
    expect(mine.html).toContain('waiting');
  });

  it('suspends until an uncached query is fetched, once, and then renders its data', async () => {
    const client = new QueryClient();
    let fetched = 0;
    const options: Options = { queryKey: KEY, queryFn: async () => [`fetched ${++fetched}`] };
    const { html, errors } = await streamed(page(client, useSuspenseData, options));
    expect(errors).toEqual([]);
    expect(html).toContain('<pre>fetched 1</pre>');
    expect(html).not.toContain('waiting');
    expect(fetched).toBe(1);
  });
});
