/**
 * npm run bench:web: the server-rendered pages. Throughput of the trending list and of an
 * article page, each against a bare Express route sending the same bytes; the gzipped first-load
 * size of every page type; and Lighthouse (mobile) on the trending list and the article page. A benchmark, not a test: misses print FAIL, and the
 * exit code is 1 only when something broke (or, with BENCH_STRICT=1, when a target is missed).
 * Progress goes to stderr, the Markdown result to stdout (see BENCHMARKS.md).
 *
 * Env: BENCH_DURATION=10  BENCH_CONNECTIONS=50  BENCH_LIGHTHOUSE_RUNS=3  CHROME_PATH=/usr/bin/chromium
 *      BENCH_WEB_PARTS=sizes,load,lighthouse (a subset for a quick run)  BENCH_STRICT=1
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { runWebBench } from './run-web-bench';

/*
 * React loads its development or its production build by process.env.NODE_ENV when it is first
 * imported. The bundle keeps react external, so the build's define does not reach it, and an
 * ESM bundle's imports run before any line of it could set the variable. Without
 * NODE_ENV=production, this script therefore runs itself again with it: React's development
 * build renders several times slower, and its figures would mean nothing.
 */
if (process.env.NODE_ENV === 'production') {
  await runWebBench();
} else {
  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // Ctrl-C reaches the child too (same process group); it removes its scratch database and exits.
  process.on('SIGINT', () => undefined);
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null];
  process.exitCode = code ?? (signal ? 128 : 1);
}
