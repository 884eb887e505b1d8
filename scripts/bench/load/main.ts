/**
 * npm run bench:load: the built server on a fresh embedded database with the demo set, under a
 * mix of pages and API calls at 100 connections for 2 minutes, while stories are ingested in the
 * background. Prints a Markdown report (BENCHMARKS.md); exits 1 on any error, any
 * lost story, or, in a run of 10 minutes or more, memory that keeps growing after warm-up.
 *
 * Env: BENCH_LOAD_SECONDS=120  BENCH_LOAD_CONNECTIONS=100  BENCH_LOAD_WARMUP_SECONDS=30
 *      BENCH_LOAD_INGEST_MS=2000 (a batch every this many milliseconds; 0 for the figures without ingest)
 *      BENCH_DATABASE_URL (a PostgreSQL database to use instead of the embedded one)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadTable, pageCacheTable } from '../print-table';
import { runSoak } from './run-soak';
import { soakVerdicts } from './soak-verdicts';

const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 120);
const connections = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 100);
const warmupSeconds = Number(process.env.BENCH_LOAD_WARMUP_SECONDS ?? 30);
const ingestEveryMs = Number(process.env.BENCH_LOAD_INGEST_MS ?? 2_000);
const dataDir = mkdtempSync(join(tmpdir(), 'xnews-bench-load-'));
const log = (message: string) => process.stderr.write(`[bench:load] ${message}\n`);
const database: Record<string, string> = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : { DATA_DIR: dataDir };

try {
  const loadStart = loadavg()[0] ?? Number.NaN;
  log('starting the built server (first start seeds the demo set)');
  const result = await runSoak({ seconds, connections, warmupSeconds, ingestEveryMs, serverEnv: { ...database, SEED_DEMO: 'true' }, log });
  const verdicts = soakVerdicts(result);
  const out = [
    `## Load and soak, ${new Date().toISOString().slice(0, 10)}`,
    '',
    `${seconds} s at ${connections} connections over ${result.paths.length} paths, ${ingestEveryMs > 0 ? `a batch of 5 stories ingested every ${ingestEveryMs / 1000} s` : 'nothing ingested'}. ` +
      `Load average (1 min) at start and end: ${loadStart.toFixed(2)}, ${loadavg()[0]?.toFixed(2) ?? '?'}.`,
    '',
    loadTable(result.paths),
    '',
    pageCacheTable(result.pageCache),
    '',
    `Ingest: ${result.ingest.batches} batches, ${result.ingest.failed} failed, ${result.ingest.stories} stories written, ${result.ingest.missing} missing afterwards.`,
    '',
    `RSS (MiB) every 5 s: ${result.rssSamples.map((sample) => `${sample.second}s ${sample.mib.toFixed(0)}`).join(', ')}. ` +
      `Slope after the first ${warmupSeconds} s: ${result.rssSlopePerMinute.toFixed(2)} MiB/min; over the second half: ${result.rssSlopeSecondHalfPerMinute.toFixed(2)} MiB/min.`,
    '',
    `Memory at the end (MiB): RSS ${result.memory.rss.toFixed(0)}, V8 heap ${result.memory.heapTotal.toFixed(0)} reserved / ${result.memory.heapUsed.toFixed(0)} used, ` +
      `external (Buffers, WebAssembly) ${result.memory.external.toFixed(0)}, the rest (code, stacks, allocator) ${(result.memory.rss - result.memory.heapTotal - result.memory.external).toFixed(0)}.`,
    '',
    ...verdicts.map((line) => `- ${line}`),
    '',
  ];
  process.stdout.write(`${out.join('\n')}\n`);
  if (verdicts.some((line) => line.startsWith('FAIL'))) process.exitCode = 1;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
