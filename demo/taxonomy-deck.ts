import { NEWS_TYPES, TAXONOMY, type NewsType } from '../shared/taxonomy';
import type { Rng } from './prng';

export interface Category {
  type: NewsType;
  subtype: string;
}

export const ALL_CATEGORIES: readonly Category[] = NEWS_TYPES.flatMap((type) =>
  TAXONOMY[type].map((subtype): Category => ({ type, subtype })),
);

/**
 * Deals every (type, subtype) pair once per round, each round freshly shuffled: any run of
 * ALL_CATEGORIES.length consecutive stories covers the whole taxonomy, yet neighbours vary.
 */
export function createTaxonomyDeck(rng: Rng): () => Category {
  let round: Category[] = [];
  return () => {
    if (round.length === 0) round = rng.shuffle(ALL_CATEGORIES);
    const next = round.pop();
    if (!next) throw new Error('the taxonomy is empty');
    return next;
  };
}
