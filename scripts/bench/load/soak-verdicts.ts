import { kindsText, mergedKinds } from '../load-test';
import type { SoakResult } from './run-soak';

/** Memory may wander by this much a minute after warm-up without it counting as a leak. */
export const RSS_SLOPE_LIMIT_MIB_PER_MINUTE = 5;

/**
 * The shortest run whose memory trend is judged. Garbage collection swings RSS by about 40 MiB
 * either way, so over any two minutes of the twenty-minute soaks the slope ranged from -3 to
 * +7 MiB/min: a run shorter than this reports its slope without a verdict.
 */
export const RSS_TREND_MIN_SECONDS = 600;

/** What the failures were, over every path, when there were any. */
function kindsOf(result: SoakResult): string {
  const kinds = kindsText(mergedKinds(...result.paths.map((path) => path.failureKinds)));
  return kinds ? ` (${kinds})` : '';
}

/** PASS or FAIL lines for what a soak must show: no errors, nothing lost, memory level after warm-up. */
export function soakVerdicts(result: SoakResult): string[] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const worstP99 = Math.max(...result.paths.map((path) => path.p99));
  const seconds = result.rssSamples.at(-1)?.second ?? 0;
  const trend = `RSS trend after warm-up ${result.rssSlopePerMinute.toFixed(2)} MiB/min (limit ${RSS_SLOPE_LIMIT_MIB_PER_MINUTE})`;
  return [
    `${verdict(result.errors === 0)} errors and non-2xx answers: ${result.errors}${kindsOf(result)}`,
    `${verdict(result.ingest.failed === 0 && result.ingest.missing === 0)} ingest under load: ${result.ingest.failed} failed batches, ${result.ingest.missing} stories missing`,
    seconds >= RSS_TREND_MIN_SECONDS
      ? `${verdict(result.rssSlopePerMinute < RSS_SLOPE_LIMIT_MIB_PER_MINUTE)} ${trend}`
      : `INFO ${trend}, not judged: a run under ${RSS_TREND_MIN_SECONDS} s cannot tell a trend from garbage collection (BENCH_LOAD_SECONDS=1200 can)`,
    `INFO worst p99 over the paths: ${worstP99} ms`,
  ];
}
