/** What a set of request loops saw: every status, and every request that got no answer at all. */
export interface LoopTally {
  statuses: Map<string, number[]>;
  networkErrors: string[];
  stop(): Promise<void>;
}

/**
 * Load from inside the test: `concurrency` loops, each fetching the urls in turn as fast as the
 * server answers, until stop(). Enough to keep requests in flight while a fault happens.
 */
export function startLoadLoops(urls: readonly string[], concurrency: number): LoopTally {
  const statuses = new Map<string, number[]>(urls.map((url) => [url, []]));
  const networkErrors: string[] = [];
  let running = true;
  const loop = async (offset: number) => {
    for (let index = offset; running; index++) {
      const url = urls[index % urls.length] ?? '';
      try {
        const response = await fetch(url);
        await response.arrayBuffer();
        statuses.get(url)?.push(response.status);
      } catch (error) {
        networkErrors.push(`${url}: ${error instanceof Error ? (error.cause as Error | undefined)?.message ?? error.message : String(error)}`);
      }
    }
  };
  const loops = Array.from({ length: concurrency }, (_, offset) => loop(offset));
  return {
    statuses,
    networkErrors,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
