import type { Rng } from './prng';

/** The share of stories that go viral and score near the top. */
const VIRAL_SHARE = 0.04;

/**
 * Most stories sit in the middle (the mean of two uniforms is a triangle peaking at 50) and a
 * few break out, so that about 45% reach the trending list's minimum of 55, as in the feed.
 */
export function trendingScore(rng: Rng): number {
  if (rng.chance(VIRAL_SHARE)) return rng.int(90, 100);
  const middle = (rng.next() + rng.next()) / 2;
  return Math.min(100, Math.floor(middle * 100 + 2));
}
