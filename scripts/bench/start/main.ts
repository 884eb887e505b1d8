/**
 * npm run bench:start: what a start of the built server costs on the embedded database, until it
 * says it is serving: the process's CPU seconds (its threads and the preparing worker included)
 * and its wall time, on an empty folder without the demo set (a first start), then on that folder
 * again (a later start). BENCH_START_ROUNDS rounds; with BENCH_START_VERSUS=<another checkout,
 * built> that checkout's server in turns with this one's, so that both see the same machine.
 * Prints a Markdown table of medians.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_ROOT } from '../../../server/app-root';
import { launchServer } from '../../harness/server-process';
import { positiveInteger } from '../bench-config';
import { cpuSeconds } from '../edge/origin-counters';
import { percentile } from '../percentiles';
import { markdownTable } from '../print-table';

const rounds = positiveInteger(process.env, 'BENCH_START_ROUNDS', 5);
const versus = process.env.BENCH_START_VERSUS;
const KINDS = ['first start', 'later start'] as const;

/** One start on dataDir of the build at root (undefined: this checkout's), measured until it serves, then stopped. */
async function measuredStart(dataDir: string, root: string | undefined): Promise<{ cpu: number; wall: number; worker: unknown }> {
  const started = performance.now();
  const server = launchServer({ DATA_DIR: dataDir, SEED_DEMO: 'false' }, [], root);
  await server.serving;
  const wall = (performance.now() - started) / 1000;
  const cpu = cpuSeconds(server.child.pid ?? 0);
  server.child.kill('SIGTERM');
  if ((await server.exited) !== 0) throw new Error(`the server of ${root ?? APP_ROOT} did not stop cleanly`);
  return { cpu, wall, worker: server.logs.find((entry) => entry.msg === 'database open')?.preparedInWorker };
}

const trees: { label: string; root: string | undefined }[] = [{ label: APP_ROOT, root: undefined }, ...(versus ? [{ label: versus, root: versus }] : [])];
const results = new Map<string, { cpu: number[]; wall: number[]; worker: unknown }>();
const loadAtStart = loadavg()[0] ?? 0;
for (let round = 1; round <= rounds; round++) {
  for (const tree of trees) {
    const scratch = mkdtempSync(join(tmpdir(), 'xnews-bench-start-'));
    try {
      for (const kind of KINDS) {
        const { cpu, wall, worker } = await measuredStart(join(scratch, 'data'), tree.root);
        const key = `${tree.label}\0${kind}`;
        const entry = results.get(key) ?? { cpu: [], wall: [], worker };
        entry.cpu.push(cpu);
        entry.wall.push(wall);
        results.set(key, entry);
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  process.stderr.write(`[bench] round ${round}/${rounds}\n`);
}

const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
console.log(`## Server start on the embedded database (${rounds} rounds; load ${loadAtStart.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end)\n`);
const rows = trees.flatMap((tree) =>
  KINDS.map((kind) => {
    const entry = results.get(`${tree.label}\0${kind}`);
    if (!entry) throw new Error(`no ${kind} measured for ${tree.label}`);
    const base = versus ? results.get(`${trees[1]?.label}\0${kind}`) : undefined;
    const ratio = base && tree.root === undefined ? (median(entry.cpu) / median(base.cpu)).toFixed(2) : '';
    return [tree.label, kind, String(entry.worker ?? '—'), median(entry.cpu).toFixed(2), median(entry.wall).toFixed(2), ratio];
  }),
);
console.log(markdownTable(['tree', 'start', 'prepared in a worker', 'CPU s', 'wall s', 'CPU ratio'], rows, [3, 4, 5]));
