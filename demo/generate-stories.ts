import type { NewsItemInput } from '../shared/types';
import { createRng, deriveSeed } from './prng';
import { renderVersion } from './render-version';
import { snowflakeId } from './snowflake-id';
import { planStory } from './story-plan';
import { createTaxonomyDeck } from './taxonomy-deck';

export interface DemoOptions {
  count: number;
  seed: number;
  start: Date;
  end: Date;
}

const SEQUENCE_SPACE = 4096;

function validate({ count, seed, start, end }: DemoOptions): void {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError('count must be a non-negative integer');
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer');
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime())) throw new RangeError('start and end must be valid dates');
  if (end.getTime() <= start.getTime()) throw new RangeError('end must be after start');
}

/**
 * Yields the stories one at a time; each story is its 2–5 language versions (en always first
 * and always present). The same options give byte-identical output: all randomness comes from
 * the seed, and each story has its own stream so a change to one cannot shift the others.
 * Stories come in post-time order, spread evenly from start to end.
 */
export function* generateDemoStories(options: DemoOptions): Generator<NewsItemInput[]> {
  validate(options);
  const { count, seed } = options;
  const rng = createRng(seed);
  const nextCategory = createTaxonomyDeck(rng);
  const startSeconds = Math.ceil(options.start.getTime() / 1000);
  const span = Math.max(1, Math.floor(options.end.getTime() / 1000) - startSeconds);
  const usedIds = new Set<string>();

  for (let index = 0; index < count; index++) {
    // Slot `index` of `count` equal slices, jittered inside it: spread, ordered and never past end.
    const postTime = startSeconds + Math.floor(((index + rng.next()) * span) / count);
    const { type, subtype } = nextCategory();
    const storyRng = createRng(deriveSeed(seed, index));
    const postMs = postTime * 1000 + storyRng.int(0, 999);
    let sequence = storyRng.int(0, SEQUENCE_SPACE - 1);
    let id = snowflakeId(postMs, sequence);
    while (usedIds.has(id)) id = snowflakeId(postMs, ++sequence);
    usedIds.add(id);

    const plan = planStory(storyRng, { id, type, subtype, postTime });
    yield plan.langs.map((lang) => renderVersion(plan, lang));
  }
}
