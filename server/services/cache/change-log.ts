/**
 * What one process knows of content changes: for each dependency tag, the sequence of its last
 * change, and a floor below which every answer counts as changed (what it may have missed).
 */
export interface ChangeLog {
  /** Tags changed at seq. Arrivals out of order are fine: a tag keeps its highest sequence. */
  record(seq: number, tags: readonly string[]): void;
  /** Every answer made before seq is treated as changed: announcements may have been missed. */
  forgetBefore(seq: number): void;
  /** Whether an answer made as of seq, that read these tags, may differ from the content now. */
  changedSince(seq: number, tags: readonly string[]): boolean;
}

/** A bound on the tags remembered; beyond it the oldest changes are folded into the floor. */
export const MAX_REMEMBERED_TAGS = 100_000;

export function createChangeLog(maxTags = MAX_REMEMBERED_TAGS): ChangeLog {
  // In order of last change (a changed tag is moved to the end), so the first are the oldest.
  const changedAt = new Map<string, number>();
  let floor = Number.NEGATIVE_INFINITY;
  return {
    record(seq, tags) {
      for (const tag of tags) {
        const known = changedAt.get(tag);
        if (known !== undefined && known >= seq) continue;
        changedAt.delete(tag);
        changedAt.set(tag, seq);
      }
      for (const [tag, seqOfTag] of changedAt) {
        if (changedAt.size <= maxTags) break;
        // Forgetting when a tag changed means not knowing which older answers it staled: all of them are.
        floor = Math.max(floor, seqOfTag);
        changedAt.delete(tag);
      }
    },
    forgetBefore(seq) {
      floor = Math.max(floor, seq);
    },
    changedSince(seq, tags) {
      if (seq < floor) return true;
      return tags.some((tag) => (changedAt.get(tag) ?? Number.NEGATIVE_INFINITY) > seq);
    },
  };
}
