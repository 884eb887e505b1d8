import type { Localized } from '../localized';

/** The headline and paragraph templates of one category, each written in all five languages. */
export interface CategoryCorpus {
  headlines: readonly Localized[];
  /** The first is written to open a story; the others develop it, in any order. */
  paragraphs: readonly [Localized, ...Localized[]];
}
