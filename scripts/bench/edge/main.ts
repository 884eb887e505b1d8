/**
 * npm run bench:edge: the site behind a real Varnish (deploy/varnish/xnews.vcl), purged on every
 * ingest (decisions 037 and 038), under bench:load's mix of pages and API calls with a batch of
 * 5 stories every 2 s; then the same load straight at the origin.
 *  - the edge's hit rate: the share of readers' requests the origin never saw (target >= 95%);
 *  - the origin's CPU per 1,000 requests, behind the edge and without it;
 *  - from an ingest's answer to its story on the edge's trending page: p50, p99 (target <= 2 s);
 *  - brotli and gzip bytes on the wire for the list and the article.
 * Env: BENCH_EDGE_SECONDS (60 a phase), BENCH_EDGE_CONNECTIONS (100). Progress to stderr, Markdown to stdout.
 */
import { cpus, loadavg } from 'node:os';
import { positiveInteger } from '../bench-config';
import { markdownTable } from '../print-table';
import { runEdgeBench, type Phase } from './edge-run';

const seconds = positiveInteger(process.env, 'BENCH_EDGE_SECONDS', 60);
const connections = positiveInteger(process.env, 'BENCH_EDGE_CONNECTIONS', 100);
const log = (message: string) => process.stderr.write(`[bench:edge] ${message}\n`);

const loadStart = loadavg()[0] ?? Number.NaN;
const result = await runEdgeBench({ seconds, connections, ingestEveryMs: 2_000 }, log);
const loadEnd = loadavg()[0] ?? Number.NaN;

const perThousand = (phase: Phase) => ((phase.originCpuSeconds / phase.requests) * 1_000_000).toFixed(1);
const hitRate = (phase: Phase) => `${(100 * (1 - phase.originRequests / phase.requests)).toFixed(1)}%`;
const failures = (phase: Phase) => phase.paths.reduce((sum, path) => sum + path.failures, 0);
const row = (name: string, phase: Phase) => [
  name, (phase.requests / seconds).toFixed(0), String(Math.round(phase.requests)), String(phase.originRequests), hitRate(phase), phase.originCpuSeconds.toFixed(1), perThousand(phase), String(failures(phase)),
];

console.log(`## bench:edge (${cpus().length} cores, ${cpus()[0]?.model ?? 'unknown CPU'}; load ${loadStart.toFixed(1)} at the start, ${loadEnd.toFixed(1)} at the end)\n`);
console.log(
  `${seconds} s a phase, ${connections} connections over bench:load's mix, a batch of 5 stories every 2 s (${result.batches.sent} batches, ${result.batches.failed} failed); ` +
    `purge calls to the edge by then: ${Object.entries(result.purges).map(([outcome, count]) => `${count} ${outcome}`).join(', ') || 'none'}.\n`,
);
console.log(
  markdownTable(
    ['load against', 'requests/s', 'requests', 'answered by the origin', 'edge hit rate', 'origin CPU s', 'origin CPU ms per 1,000 requests', 'failures'],
    [row('the edge', result.edge), row('the origin', result.origin)],
    [1, 2, 3, 4, 5, 6, 7],
  ),
);
const { visibility } = result;
console.log(
  `\nFrom an ingest's answer to its story on the edge's trending page, ${visibility.samples} batches: p50 ${visibility.p50.toFixed(0)} ms, p99 ${visibility.p99.toFixed(0)} ms, max ${visibility.max.toFixed(0)} ms; ${visibility.missed} not seen within 30 s (target p99 <= 2 s).\n`,
);
console.log(markdownTable(['page', 'brotli bytes', 'gzip bytes', 'brotli / gzip'], result.bytes.map((page) => [page.page, String(page.br), String(page.gzip), (page.br / page.gzip).toFixed(3)]), [1, 2, 3]));
