import { expect } from 'vitest';

/** How long answered() waits for its answers. */
const ANSWERS_WAIT_MS = 30_000;

/** What a set of request loops saw: every status, and every request that got no answer at all. */
export interface LoopTally {
  statuses: Map<string, number[]>;
  networkErrors: string[];
  /** Resolves once every url has had `count` more answers than now: the load runs through what the test does meanwhile. */
  answered(count: number): Promise<void>;
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
  const answers = (url: string) => statuses.get(url)?.length ?? 0;
  return {
    statuses,
    networkErrors,
    async answered(count) {
      const from = new Map(urls.map((url) => [url, answers(url)]));
      // A generous limit: on a busy machine a few answers a url can take seconds (expect.poll's own default is one).
      await expect.poll(() => urls.filter((url) => answers(url) < (from.get(url) ?? 0) + count), { message: `each url answered ${count} more times`, timeout: ANSWERS_WAIT_MS, interval: 50 }).toEqual([]);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}
