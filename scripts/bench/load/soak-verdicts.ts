import type { SoakResult } from './run-soak';

/** Memory may wander by this much a minute after warm-up without it counting as a leak. */
export const RSS_SLOPE_LIMIT_MIB_PER_MINUTE = 5;

/** PASS or FAIL lines for what a soak must show: no errors, nothing lost, memory level after warm-up. */
export function soakVerdicts(result: SoakResult): string[] {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  const worstP99 = Math.max(...result.paths.map((path) => path.p99));
  return [
    `${verdict(result.errors === 0)} errors and non-2xx answers: ${result.errors}`,
    `${verdict(result.ingest.failed === 0 && result.ingest.missing === 0)} ingest under load: ${result.ingest.failed} failed batches, ${result.ingest.missing} stories missing`,
    `${verdict(result.rssSlopePerMinute < RSS_SLOPE_LIMIT_MIB_PER_MINUTE)} RSS trend after warm-up ${result.rssSlopePerMinute.toFixed(2)} MiB/min (limit ${RSS_SLOPE_LIMIT_MIB_PER_MINUTE})`,
    `INFO worst p99 over the paths: ${worstP99} ms`,
  ];
}
