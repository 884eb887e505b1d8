import { AsyncLocalStorage } from 'node:async_hooks';

/** What an answer under production has read so far: its dependency tags, and the oldest sequence among the answers it used. */
interface Reads {
  tags: Set<string>;
  asOf: number;
}

const producing = new AsyncLocalStorage<Reads>();

/**
 * Runs produce() and collects what it reads: the tags given here, and those that the cached
 * answers it uses (or dependOn) name. Its sequence is the one given unless an answer it used is
 * older: a page rendered from a list that was produced before a change reflects that list.
 */
export async function collectDependencies<T>(asOf: number, tags: readonly string[], produce: () => Promise<T>): Promise<{ value: T; asOf: number; tags: string[] }> {
  const reads: Reads = { tags: new Set(tags), asOf };
  const value = await producing.run(reads, produce);
  return { value, asOf: reads.asOf, tags: [...reads.tags] };
}

/** Records, for the answer under production around this call (if any), that it read these tags as of seq. */
export function dependOn(tags: readonly string[], asOf = Number.POSITIVE_INFINITY): void {
  const reads = producing.getStore();
  if (!reads) return;
  for (const tag of tags) reads.tags.add(tag);
  reads.asOf = Math.min(reads.asOf, asOf);
}

/** Whether this call is part of producing another cached answer (a page's render reading a list). */
export function insideProduction(): boolean {
  return producing.getStore() !== undefined;
}
