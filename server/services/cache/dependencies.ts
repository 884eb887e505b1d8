/**
 * What an answer under production has read so far: its dependency tags, and the oldest sequence
 * among the answers it used. A production is handed its Reads and passes it to the caches it
 * reads through (ResponseCache.fetch's within; a page's news API, PageNewsApi), rather than it
 * flowing through an AsyncLocalStorage: on Node 20 one that has run puts a promise hook on every
 * promise of the process from then on (decision 013).
 */
export class Reads {
  readonly tags: Set<string>;
  asOf: number;

  constructor(asOf: number, tags: readonly string[]) {
    this.asOf = asOf;
    this.tags = new Set(tags);
  }

  /** Records that the production read these tags as of seq (now, by default: a current answer makes it no older). */
  add(tags: readonly string[], asOf = Number.POSITIVE_INFINITY): void {
    for (const tag of tags) this.tags.add(tag);
    this.asOf = Math.min(this.asOf, asOf);
  }
}

/**
 * Runs produce() and collects what it reads: the tags given here, and those that the cached
 * answers it uses (or that it adds itself) name. Its sequence is the one given unless an answer
 * it used is older: a page rendered from a list that was produced before a change reflects that list.
 */
export async function collectDependencies<T>(asOf: number, tags: readonly string[], produce: (reads: Reads) => Promise<T>): Promise<{ value: T; asOf: number; tags: string[] }> {
  const reads = new Reads(asOf, tags);
  const value = await produce(reads);
  return { value, asOf: reads.asOf, tags: [...reads.tags] };
}
