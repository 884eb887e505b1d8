import { markdownTable } from '../print-table';
import { CATEGORIES, type LighthouseSummary } from './lighthouse-runs';
import type { PageLoad } from './page-load';
import type { PageSize } from './page-sizes';
import { TARGETS } from './web-targets';
import type { WebRoute } from './web-routes';

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function sizeTable(sizes: readonly PageSize[]): string {
  return markdownTable(
    ['route', 'path', 'HTML KB', 'HTML gz KB', 'JS gz KB', 'CSS gz KB', 'total KB'],
    sizes.map((size) => [
      size.route.name,
      `\`${size.route.path}\``,
      kb(size.htmlBytes),
      kb(size.htmlGzipBytes) + (size.htmlEncoding === 'gzip' ? '' : ` (${size.htmlEncoding})`),
      kb(size.jsGzipBytes),
      kb(size.cssGzipBytes),
      kb(size.totalGzipBytes),
    ]),
    [2, 3, 4, 5, 6],
  );
}

export function scriptTable(size: PageSize): string {
  return markdownTable(
    ['script', 'gz KB', 'named in the HTML'],
    size.scripts.map((file) => [`\`${file.url}\``, kb(file.gzipBytes), file.discoveredLate ? 'no: imported by the entry or another script' : 'yes']),
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

/** Lighthouse on one page, with the page it ran on. */
export interface PageLighthouse {
  route: WebRoute;
  summary: LighthouseSummary;
}

/** Every Lighthouse page on one row each: the medians side by side. */
export function lighthouseMedianTable(pages: readonly PageLighthouse[]): string {
  return markdownTable(
    ['page', 'path', 'performance', 'accessibility', 'best-practices', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
    pages.map(({ route, summary: { median } }) => [
      route.name,
      `\`${route.path}\``,
      ...CATEGORIES.map((category) => String(median.scores[category])),
      Math.round(median.lcpMs).toString(),
      median.cls.toFixed(3),
      Math.round(median.tbtMs).toString(),
    ]),
    [2, 3, 4, 5, 6, 7, 8],
  );
}

/** One page's Lighthouse runs and what its median run says about LCP, shifts, the main thread and lost points. */
export function lighthouseDetails({ route, summary }: PageLighthouse): string[] {
  const out = [`#### ${route.name}: \`${route.path}\``, '', lighthouseTable(summary), ''];
  const { medianRun } = summary;
  if (medianRun.lcpElement) out.push(`LCP element (median run): \`${medianRun.lcpElement}\`${medianRun.lcpPhases ? `; ${medianRun.lcpPhases}` : ''}.`, '');
  if (medianRun.layoutShifts.length > 0) out.push(`Layout shifts (median run): ${medianRun.layoutShifts.map((shift) => `\`${shift}\``).join('; ')}.`, '');
  for (const diagnostic of medianRun.diagnostics) {
    if (diagnostic.where.length > 0) out.push(`${diagnostic.id} (median run)${diagnostic.displayValue ? `, ${diagnostic.displayValue}` : ''}: ${diagnostic.where.join('; ')}.`, '');
  }
  const lost = lostAuditTable(summary);
  out.push(lost ? `Audits that lost points (performance: also diagnostics scoring under 0.9):\n\n${lost}` : 'No audit lost points.', '');
  const warnings = [...new Set(summary.runs.flatMap((run) => run.warnings))];
  if (warnings.length > 0) out.push(`Lighthouse warnings: ${warnings.join(' | ')}`, '');
  return out;
}

/** One PASS or FAIL line per target and page, with the measured value beside the limit. */
export function targetLines(loads: readonly PageLoad[], sizes: readonly PageSize[], lighthouse: readonly PageLighthouse[]): string[] {
  const lines: string[] = [];
  for (const { route, summary } of lighthouse) {
    for (const category of CATEGORIES) {
      const score = summary.median.scores[category];
      lines.push(`${verdict(score >= TARGETS.lighthouseScore)} ${route.name}: Lighthouse ${category} ${score} (target ≥ ${TARGETS.lighthouseScore})`);
    }
    const { cls } = summary.median;
    lines.push(`${verdict(cls <= TARGETS.cls)} ${route.name}: CLS ${cls.toFixed(3)} (target ≤ ${TARGETS.cls})`);
  }
  for (const size of sizes.filter((candidate) => candidate.route.jsBudget)) {
    lines.push(
      `${verdict(size.jsGzipBytes <= TARGETS.firstLoadJsGzipBytes)} ${size.route.name}: first-load JS ${kb(size.jsGzipBytes)} KB gzipped (target ≤ ${kb(TARGETS.firstLoadJsGzipBytes)} KB)`,
    );
  }
  for (const load of loads) {
    const valid = load.app.failures === 0 && load.bare.failures === 0;
    lines.push(
      `${verdict(valid && load.ratio >= TARGETS.renderedShareOfBare)} ${load.route.name}: server-rendered at ${(load.ratio * 100).toFixed(0)}% of the bare route's requests/s ` +
        `(target ≥ ${TARGETS.renderedShareOfBare * 100}%)${valid ? '' : '; errors or non-2xx answers during the load make this figure void'}`,
    );
  }
  return lines;
}
