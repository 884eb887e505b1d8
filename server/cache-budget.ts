import { getHeapStatistics } from 'node:v8';

/** The most the page cache, and the news caches together, hold in a process with room to spare. */
const MOST_CHARS = 64 * 1024 * 1024;

/**
 * Characters of kept answers that the page cache, and the news caches together, may each hold:
 * a sixteenth of V8's heap limit, at most 64 Mi. Kept objects take two to four times the
 * characters of their JSON, so both caches full stay under half the heap; a process started with
 * the heap budget of `npm start` and the image (package.json config.nodeOptions) keeps fewer
 * answers rather than run out of memory.
 */
export function cacheBudgetChars(heapLimitBytes: number = getHeapStatistics().heap_size_limit): number {
  return Math.min(MOST_CHARS, Math.floor(heapLimitBytes / 16));
}
