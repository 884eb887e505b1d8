/**
 * npm run bench:tests: how long the PGlite pass of `npm test` takes (the type check and the lint,
 * then vitest over every file), BENCH_TEST_RUNS times, and where the time went: the median wall
 * time, and the files that took longest, each by its median over the runs. With
 * BENCH_TEST_VERSUS=<another checkout> each round runs that checkout's suite too, alternately, so
 * that both see the same machine. Prints Markdown tables; exits 1 if a run failed.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { APP_ROOT } from '../../../server/app-root';
import { percentile } from '../percentiles';
import { markdownTable } from '../print-table';
import { sampleProcessCpu } from './process-cpu';

interface VitestReport {
  numFailedTests: number;
  numPassedTests: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

interface Run {
  tree: string;
  seconds: number;
  staticSeconds: number;
  failed: number;
  passed: number;
  files: Map<string, number>;
  load: number;
  /** CPU seconds by kind of process during the vitest pass. */
  cpu: Map<string, number>;
}

const runs = Number(process.env.BENCH_TEST_RUNS ?? 3);
const versus = process.env.BENCH_TEST_VERSUS;
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);

/** Asynchronous, so that the CPU sampler's timer runs meanwhile. */
function timed(root: string, command: string, args: string[], env: Record<string, string> = {}): Promise<{ seconds: number; status: number | null }> {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('error', () => resolve({ seconds: (performance.now() - started) / 1000, status: null }));
    child.on('exit', (status) => resolve({ seconds: (performance.now() - started) / 1000, status }));
  });
}

/** One PGlite pass of the checkout at root, as `npm test` runs it, with vitest's JSON report. */
async function runSuite(root: string): Promise<Run> {
  const dir = mkdtempSync(join(tmpdir(), 'xnews-bench-tests-'));
  const report = join(dir, 'report.json');
  try {
    const load = loadavg()[0] ?? 0;
    const typeCheck = await timed(root, 'npx', ['tsc', '--noEmit', '-p', '.']);
    const lint = await timed(root, 'npx', ['biome', 'lint', '--error-on-warnings']);
    const sampler = sampleProcessCpu();
    const suite = await timed(root, 'npx', ['vitest', 'run', '--reporter=dot', '--reporter=json', `--outputFile=${report}`], { TEST_DB: 'pglite' });
    const cpu = sampler.stop();
    const parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
    const files = new Map(parsed.testResults.map((file) => [relative(root, file.name), (file.endTime - file.startTime) / 1000]));
    const broken = (typeCheck.status ?? 1) + (lint.status ?? 1);
    return { tree: root, seconds: typeCheck.seconds + lint.seconds + suite.seconds, staticSeconds: typeCheck.seconds + lint.seconds, failed: parsed.numFailedTests + broken, passed: parsed.numPassedTests, files, load, cpu };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const trees = versus ? [APP_ROOT, versus] : [APP_ROOT];
const results: Run[] = [];
for (let round = 1; round <= runs; round++) {
  for (const tree of trees) {
    log(`round ${round}/${runs}: ${tree}`);
    const run = await runSuite(tree);
    log(`  ${run.seconds.toFixed(0)} s, ${run.passed} passed, ${run.failed} failed`);
    results.push(run);
  }
}

const wallRows = trees.map((tree) => {
  const of = results.filter((run) => run.tree === tree);
  return [
    tree,
    of.map((run) => run.seconds.toFixed(0)).join(', '),
    median(of.map((run) => run.seconds)).toFixed(0),
    median(of.map((run) => run.staticSeconds)).toFixed(1),
    of.map((run) => run.load.toFixed(1)).join(', '),
    of.map((run) => `${run.passed}/${run.failed}`).join(', '),
  ];
});
console.log(`## npm test, PGlite pass (${runs} runs)\n`);
console.log(markdownTable(['tree', 'runs, s', 'median s', 'type check + lint s', 'load at start', 'passed/failed'], wallRows, [2, 3]));
if (versus) {
  const mine = median(results.filter((run) => run.tree === APP_ROOT).map((run) => run.seconds));
  const theirs = median(results.filter((run) => run.tree === versus).map((run) => run.seconds));
  console.log(`\nratio of medians: ${(mine / theirs).toFixed(2)}`);
}

for (const tree of trees) {
  const of = results.filter((run) => run.tree === tree);
  const names = new Set(of.flatMap((run) => [...run.files.keys()]));
  const perFile = [...names].map((name) => ({ name, seconds: median(of.map((run) => run.files.get(name) ?? 0)) })).sort((a, b) => b.seconds - a.seconds);
  const folders = new Map<string, number>();
  for (const { name, seconds } of perFile) {
    const folder = name.startsWith('tests/') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0] ?? name;
    folders.set(folder, (folders.get(folder) ?? 0) + seconds);
  }
  console.log(`\n## Where the time went: ${tree} (median per file; files run two or more at once, so they add up to more than the wall time)\n`);
  console.log(markdownTable(['file', 's'], perFile.slice(0, 20).map(({ name, seconds }) => [name, seconds.toFixed(1)]), [1]));
  console.log('');
  const kinds = new Set(of.flatMap((run) => [...run.cpu.keys()]));
  const cpuRows = [...kinds].map((kind) => ({ kind, seconds: median(of.map((run) => run.cpu.get(kind) ?? 0)) })).sort((a, b) => b.seconds - a.seconds);
  const cpuTotal = cpuRows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`CPU by kind of process during the vitest pass (median per kind; ${cpuTotal.toFixed(0)} s in all, against ${median(of.map((run) => run.seconds - run.staticSeconds)).toFixed(0)} s of wall time):\n`);
  console.log(markdownTable(['processes', 'CPU s', 'share'], cpuRows.map(({ kind, seconds }) => [kind, seconds.toFixed(0), `${((100 * seconds) / cpuTotal).toFixed(0)}%`]), [1, 2]));
  console.log('');
  console.log(markdownTable(['folder', 'files', 's'], [...folders].sort((a, b) => b[1] - a[1]).map(([folder, seconds]) => [folder, String(perFile.filter(({ name }) => name.startsWith(`${folder}/`) || name === folder).length), seconds.toFixed(0)]), [1, 2]));
}
process.exitCode = results.some((run) => run.failed > 0) ? 1 : 0;
