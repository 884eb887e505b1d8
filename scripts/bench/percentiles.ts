export interface LatencySummary {
  p50: number;
  p99: number;
}

/**
 * Nearest-rank percentile: always a latency that was actually observed, never an interpolation
 * between two. With 200 samples p99 is the second slowest one.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
}

/**
 * Several rounds summarised as one: the median of their p50s and of their p99s. On a shared
 * machine a burst of someone else's work lands in one round; the median leaves it out, while
 * a slowness of our own (a GC pause every few hundred requests) shows in every round and stays.
 */
export function medianOfRounds(rounds: readonly LatencySummary[]): LatencySummary {
  const median = (values: number[]) => percentile(values.sort((a, b) => a - b), 50);
  return { p50: median(rounds.map((round) => round.p50)), p99: median(rounds.map((round) => round.p99)) };
}
