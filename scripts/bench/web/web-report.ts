import { markdownTable } from '../print-table';
import { CATEGORIES, type LighthouseSummary } from './lighthouse-runs';
import type { PageLoad } from './page-load';
import type { PageSize } from './page-sizes';
import { TARGETS } from './web-targets';


export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function sizeTable(sizes: readonly PageSize[]): string {
  return markdownTable(
    ['route', 'path', 'HTML gz KB', 'JS gz KB', 'CSS gz KB', 'total KB'],
    sizes.map((size) => [
      size.route.name,
      `\`${size.route.path}\``,
      kb(size.htmlGzipBytes) + (size.htmlEncoding === 'gzip' ? '' : ` (${size.htmlEncoding})`),
      kb(size.jsGzipBytes),
      kb(size.cssGzipBytes),
      kb(size.totalGzipBytes),
    ]),
    [2, 3, 4, 5],
  );
}

export function scriptTable(size: PageSize): string {
  return markdownTable(
    ['script', 'gz KB', 'named in the HTML'],
    size.scripts.map((file) => [`\`${file.url}\``, kb(file.gzipBytes), file.discoveredLate ? 'no: found through an import, one round trip later' : 'yes']),
    [1],
  );
}

export function lighthouseTable(summary: LighthouseSummary): string {
  const rows = summary.runs.map((run, index) => [
    String(index + 1),
    ...CATEGORIES.map((category) => String(run.scores[category])),
    Math.round(run.lcpMs).toString(),
    run.cls.toFixed(3),
    Math.round(run.tbtMs).toString(),
    Math.round(run.benchmarkIndex).toString(),
  ]);
  const { median } = summary;
  rows.push([
    '**median**',
    ...CATEGORIES.map((category) => `**${median.scores[category]}**`),
    `**${Math.round(median.lcpMs)}**`,
    `**${median.cls.toFixed(3)}**`,
    `**${Math.round(median.tbtMs)}**`,
    '',
  ]);
  return markdownTable(['run', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms', 'CPU benchmark index'], rows, [1, 2, 3, 4, 5, 6, 7, 8]);
}

export function lostAuditTable(summary: LighthouseSummary): string | null {
  if (summary.lost.length === 0) return null;
  return markdownTable(
    ['category', 'audit', 'value', 'lowest score', 'runs', 'where (first rows of its details)'],
    summary.lost.map((audit) => [
      audit.category,
      `${audit.id}: ${audit.title}`,
      audit.displayValue,
      audit.score.toFixed(2),
      `${audit.runs}/${summary.runs.length}`,
      audit.where.map((line) => line.replace(/\|/g, '\\|')).join('<br>'),
    ]),
    [3, 4],
  );
}

const verdict = (met: boolean) => (met ? 'PASS' : 'FAIL');

/** One PASS or FAIL line per target, with the measured value beside the limit. */
export function targetLines(load: PageLoad | undefined, sizes: readonly PageSize[], lighthouse: LighthouseSummary | undefined): string[] {
  const lines: string[] = [];
  if (lighthouse) {
    for (const category of CATEGORIES) {
      const score = lighthouse.median.scores[category];
      lines.push(`${verdict(score >= TARGETS.lighthouseScore)} Lighthouse ${category} ${score} (target ≥ ${TARGETS.lighthouseScore})`);
    }
    const { cls } = lighthouse.median;
    lines.push(`${verdict(cls <= TARGETS.cls)} CLS ${cls.toFixed(3)} (target ≤ ${TARGETS.cls})`);
  }
  for (const size of sizes.filter((candidate) => candidate.route.listPage)) {
    lines.push(
      `${verdict(size.jsGzipBytes <= TARGETS.firstLoadJsGzipBytes)} first-load JS of ${size.route.name} ${kb(size.jsGzipBytes)} KB gzipped (target ≤ ${kb(TARGETS.firstLoadJsGzipBytes)} KB)`,
    );
  }
  if (load) {
    const valid = load.app.failures === 0 && load.bare.failures === 0;
    lines.push(
      `${verdict(valid && load.ratio >= TARGETS.renderedShareOfBare)} server-rendered list at ${(load.ratio * 100).toFixed(0)}% of the bare route's requests/s ` +
        `(target ≥ ${TARGETS.renderedShareOfBare * 100}%)${valid ? '' : '; errors or non-2xx answers during the load make this figure void'}`,
    );
  }
  return lines;
}
