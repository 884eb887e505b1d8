import { markdownTable } from '../print-table';
import { percentile } from '../percentiles';
import type { DeskListTiming } from './measure-desk-list';
import type { WithdrawalTimings } from './withdrawal-to-gone';

/** Decision 033's figures: the list's p99 at 1M stories on PostgreSQL, and a withdrawal's reach to a second instance. */
export const LIST_TARGET_P99_MS = 50;
export const GONE_TARGET_P99_MS = 2000;

const ms = (value: number) => value.toFixed(2);

export function deskListTable(timings: readonly DeskListTiming[]): string {
  return markdownTable(
    ['query', 'stories a page', 'DB p50 ms', 'DB p99 ms', 'HTTP p50 ms', 'HTTP p99 ms', 'HTTP max ms', `HTTP p99 ≤ ${LIST_TARGET_P99_MS} ms`],
    timings.map((timing) => [
      timing.query,
      String(timing.rows),
      ms(timing.db.p50),
      ms(timing.db.p99),
      ms(timing.http.p50),
      ms(timing.http.p99),
      ms(timing.httpMax),
      timing.http.p99 <= LIST_TARGET_P99_MS ? 'met' : 'MISSED',
    ]),
    [1, 2, 3, 4, 5, 6],
  );
}

export function withdrawalTable(timings: WithdrawalTimings): string {
  const sorted = [...timings.millis].sort((a, b) => a - b);
  const polls = [...timings.polls].sort((a, b) => a - b);
  const p99 = timings.neverGone > 0 ? Number.POSITIVE_INFINITY : percentile(sorted, 99);
  return markdownTable(
    ['withdrawals', 'p50 ms', 'p99 ms', 'max ms', 'B requests until 410: median, max', '410 at B’s first request', 'never 410', `p99 ≤ ${GONE_TARGET_P99_MS} ms`],
    [
      [
        String(timings.millis.length + timings.neverGone),
        ms(percentile(sorted, 50)),
        ms(p99),
        ms(sorted.at(-1) ?? Number.NaN),
        `${percentile(polls, 50)}, ${polls.at(-1) ?? '–'}`,
        String(polls.filter((count) => count === 1).length),
        String(timings.neverGone),
        p99 <= GONE_TARGET_P99_MS ? 'met' : 'MISSED',
      ],
    ],
    [0, 1, 2, 3, 5, 6],
  );
}
