import { servedFromCopy } from '../harness/cache-outcomes';
import { kindsText, type LoadResult } from './load-test';
import type { QueryTiming } from './measure-queries';

/** One backend filled to one size, and what its queries took there. */
export interface SizeResult {
  backend: string;
  stories: number;
  /** Inserting this size's new stories, then settling the tables (see settle). */
  fillSeconds: number;
  storageBytes: number;
  timings: QueryTiming[];
}

export function formatCount(count: number): string {
  if (count % 1_000_000 === 0) return `${count / 1_000_000}M`;
  if (count % 1_000 === 0) return `${count / 1_000}k`;
  return count.toLocaleString('en-US');
}

const ms = (value: number) => value.toFixed(2);
const ratio = (value: number) => `${value.toFixed(2)}×`;

/** Padded so the table also reads as plain text in a terminal. */
export function markdownTable(headers: readonly string[], rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const right = new Set(rightAligned);
  const line = (cells: readonly string[]) =>
    `| ${widths.map((width, column) => (right.has(column) ? (cells[column] ?? '').padStart(width) : (cells[column] ?? '').padEnd(width))).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (right.has(column) ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(headers), rule, ...rows.map(line)].join('\n');
}

export function queryTable(results: readonly SizeResult[]): string {
  const rows = results.flatMap((result) =>
    result.timings.map((timing, index) => [
      // Fill figures once per size, on its first row: they belong to the size, not the query.
      index === 0 ? result.backend : '',
      index === 0 ? formatCount(result.stories) : '',
      index === 0 ? result.fillSeconds.toFixed(1) : '',
      timing.query,
      ms(timing.db.p50),
      ms(timing.db.p99),
      ms(timing.http.p50),
      ms(timing.http.p99),
    ]),
  );
  return markdownTable(['backend', 'stories', 'fill s', 'query', 'DB p50 ms', 'DB p99 ms', 'HTTP p50 ms', 'HTTP p99 ms'], rows, [1, 2, 4, 5, 6, 7]);
}

/** Largest size against smallest, per backend and query: 10× the rows should cost well under 10×. */
export function growthTable(results: readonly SizeResult[]): string | null {
  const rows: string[][] = [];
  for (const backend of new Set(results.map((result) => result.backend))) {
    const sizes = results.filter((result) => result.backend === backend).sort((a, b) => a.stories - b.stories);
    const small = sizes[0];
    const large = sizes[sizes.length - 1];
    if (!small || !large || small === large) continue;
    for (const timing of large.timings) {
      const before = small.timings.find((candidate) => candidate.query === timing.query);
      if (!before) continue;
      rows.push([
        backend,
        `${formatCount(small.stories)} → ${formatCount(large.stories)} (${ratio(large.stories / small.stories)})`,
        timing.query,
        ratio(timing.db.p50 / before.db.p50),
        ratio(timing.db.p99 / before.db.p99),
        ratio(timing.http.p50 / before.http.p50),
        ratio(timing.http.p99 / before.http.p99),
      ]);
    }
  }
  if (rows.length === 0) return null;
  return markdownTable(['backend', 'stories', 'query', 'DB p50', 'DB p99', 'HTTP p50', 'HTTP p99'], rows, [3, 4, 5, 6]);
}

export function storageTable(results: readonly SizeResult[]): string {
  return markdownTable(
    ['backend', 'stories', 'tables + indexes MB', 'fill s'],
    results.map((result) => [result.backend, formatCount(result.stories), (result.storageBytes / 1_048_576).toFixed(0), result.fillSeconds.toFixed(1)]),
    [1, 2, 3],
  );
}

/** The failures of a run, with their kinds when there were any. */
function failuresOf(result: LoadResult): string {
  const kinds = kindsText(result.failureKinds);
  return kinds ? `${result.failures} (${kinds})` : String(result.failures);
}

export function loadTable(results: readonly LoadResult[]): string {
  return markdownTable(
    ['target', 'requests/s (mean)', 'p50 ms', 'p99 ms', 'errors + non-2xx'],
    results.map((result) => [result.target, result.requestsPerSecond.toFixed(0), String(result.p50), String(result.p99), failuresOf(result)]),
    [1, 2, 3, 4],
  );
}

/** The page cache under load: its fetches by outcome, and the share answered at once from a copy (hit, stale or invalidated). */
export function pageCacheTable(outcomes: Readonly<Record<string, number>>): string {
  const total = Object.values(outcomes).reduce((sum, count) => sum + count, 0);
  const share = (count: number) => (total === 0 ? '–' : `${((100 * count) / total).toFixed(1)}%`);
  const names = ['hit', 'stale', 'invalidated', 'miss', 'inflight', 'error'];
  return markdownTable(
    ['page cache', ...names, 'served from a copy'],
    [['fetches', ...names.map((name) => String(outcomes[name] ?? 0)), total === 0 ? '–' : `${(100 * servedFromCopy(outcomes)).toFixed(1)}%`], ['share', ...names.map((name) => share(outcomes[name] ?? 0)), '']],
    [1, 2, 3, 4, 5, 6, 7],
  );
}
