import { createChangeLog } from './change-log';

/**
 * The site's content changes, in the order they happen. Every cached answer records the sequence
 * at which its production started and the dependency tags of what it read; it is current as long
 * as none of those tags changed after that sequence. An ingest announces the tags it changed, so
 * it stales what it touched and nothing else.
 */
export interface ContentChanges {
  /** The sequence an answer produced from now on reflects. */
  current(): number;
  /** Whether an answer produced as of seq, that read these tags, may be out of date. */
  changedSince(seq: number, tags: readonly string[]): boolean;
  /** Called after stories were written: these tags changed, here and (with Redis) on every instance. */
  announce(tags: readonly string[]): Promise<void>;
  close(): Promise<void>;
}

/** One instance on its own: the sequence is a counter in this process. */
export function localContentChanges(): ContentChanges {
  const log = createChangeLog();
  let seq = 0;
  return {
    current: () => seq,
    changedSince: (asOf, tags) => log.changedSince(asOf, tags),
    async announce(tags) {
      seq++;
      log.record(seq, tags);
    },
    close: async () => undefined,
  };
}
