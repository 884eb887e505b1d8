/** How many fetches of one response cache ended each way (hit, stale, invalidated…), from a /metrics text. */
export function cacheOutcomes(metricsText: string, cache: string): Record<string, number> {
  const outcomes: Record<string, number> = {};
  const line = new RegExp(`^xnews_cache_fetches_total\\{(?=[^}]*cache="${cache}")[^}]*outcome="([a-z]+)"[^}]*\\} (\\d+)`, 'gm');
  for (const [, outcome, count] of metricsText.matchAll(line)) if (outcome) outcomes[outcome] = Number(count);
  return outcomes;
}

/** The share of fetches answered from a copy at once, without waiting for a production: hits, stale and invalidated copies. */
export function servedFromCopy(outcomes: Record<string, number>): number {
  const total = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
  const fromCopy = (outcomes.hit ?? 0) + (outcomes.stale ?? 0) + (outcomes.invalidated ?? 0);
  return total === 0 ? Number.NaN : fromCopy / total;
}
