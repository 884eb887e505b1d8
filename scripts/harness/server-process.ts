import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { APP_ROOT } from '../../server/app-root';
import { buildDir } from '../../server/build-dir';

/** How long a starting server may take to say it is serving (a first start initialises and seeds). */
const SERVING_WITHIN_MS = 360_000;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningServer {
  child: ChildProcess;
  port: number;
  /** Every line the process wrote to stdout, parsed where it is JSON. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/**
 * Servers still running when this process ends: ended with it, so that a test or benchmark that
 * failed half-way leaves no server behind holding a port and a data folder.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** package.json's config (this checkout's, or root's): how `npm start` and the image run the server. */
function startConfig(root = APP_ROOT): { nodeOptions?: string; allocatorEnv?: string } {
  return (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { config?: { nodeOptions?: string; allocatorEnv?: string } }).config ?? {};
}

/** config.nodeOptions: the V8 heap budget the server runs with (decision 025). */
function heapBudget(root?: string): string[] {
  return (startConfig(root).nodeOptions ?? '').split(' ').filter(Boolean);
}

/** config.allocatorEnv: glibc's malloc settings the server runs with (decision 026), NAME=value pairs. */
export function allocatorEnv(root?: string): Record<string, string> {
  const pairs = (startConfig(root).allocatorEnv ?? '').split(' ').filter(Boolean);
  return Object.fromEntries(pairs.map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]));
}

/** A built server started and not yet waited for: what it logs, as it logs it. */
export interface LaunchedServer {
  child: ChildProcess;
  /** Every line the process wrote to stdout so far, parsed where it is JSON. */
  logs: Record<string, unknown>[];
  exited: Promise<number | null>;
  /** The port, once it says it is serving; rejects if it exits before, or never says so. */
  serving: Promise<number>;
}

/**
 * Starts the built server.js (of this test run's build, or dist/) and answers at once, for a test
 * of its start-up itself; startServer waits for it to serve. It binds a port the system picks
 * (PORT=0) and says which, so that no other process, of this run or another, can take the port
 * between a probe and the bind. With root, the server of another checkout's dist/ instead, run as
 * that checkout's package.json says (a benchmark comparing two builds).
 */
export function launchServer(env: Record<string, string>, nodeOptions: readonly string[] = [], root?: string): LaunchedServer {
  // Options such as --cpu-prof go on the command line: NODE_OPTIONS does not take them. The heap
  // budget first, and the allocator's settings, as `npm start` and the image run the server:
  // tests and benchmarks measure that.
  const child = spawn('node', [...heapBudget(root), ...nodeOptions, root ? join(root, 'dist', 'server.js') : join(buildDir(), 'server.js')], {
    cwd: root ?? APP_ROOT,
    env: { ...process.env, ...allocatorEnv(root), NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const logs: Record<string, unknown>[] = [];
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let giveUp: NodeJS.Timeout | undefined;
  const serving = new Promise<number>((resolve, reject) => {
    let buffered = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          if (entry.msg === 'xnews is serving') resolve(Number(entry.port));
        } catch {
          logs.push({ raw: line });
        }
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code} before serving: ${stderr}`)));
    // A server that never says it is serving (a wrong LOG_LEVEL, a hang) fails the caller, not the
    // run. Generous: a first start initialises its database and seeds the demo set, 18 s on a quiet
    // two-core machine and over 150 s with two whole test runs side by side (load average 10-15).
    giveUp = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not say it is serving within ${SERVING_WITHIN_MS / 1000} s: ${stderr.slice(-500)}`));
    }, SERVING_WITHIN_MS);
    giveUp.unref();
  }).finally(() => clearTimeout(giveUp));
  // A test that stops the server before it serves awaits its exit, not this.
  serving.catch(() => undefined);
  return { child, logs, exited, serving };
}

/** Starts the built server as launchServer does, and resolves once it says it is serving. */
export async function startServer(env: Record<string, string>, nodeOptions: readonly string[] = [], root?: string): Promise<RunningServer> {
  const { child, logs, exited, serving } = launchServer(env, nodeOptions, root);
  return { child, port: await serving, logs, exited };
}

/** POSTs a batch to a running server's ingest API with its token, as an ingest client does; the answer is the caller's to check. */
export function ingestInto(port: number, token: string, items: unknown[]): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}/api/ingest/news`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(items),
  });
}
