import { spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { Result } from 'autocannon';
import express, { type Express } from 'express';

export interface LoadResult {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Failed connections plus answers other than 2xx: any of these makes the figure meaningless. */
  failures: number;
  /** What they were, by kind: autocannon's time-outs, each socket error it met (by message), answers other than 2xx. */
  failureKinds: Record<string, number>;
}

/** Adds up the kinds of failure of several runs. */
export function mergedKinds(...kinds: readonly Record<string, number>[]): Record<string, number> {
  const merged: Record<string, number> = {};
  for (const each of kinds) for (const [kind, count] of Object.entries(each)) merged[kind] = (merged[kind] ?? 0) + count;
  return merged;
}

/** Kinds of failure as a reader reads them ("2 time-out, 1 non-2xx"); empty when there were none. */
export function kindsText(kinds: Readonly<Record<string, number>>): string {
  return Object.entries(kinds)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
}

/**
 * The kinds of failure in autocannon's answer: its errors count time-outs and socket errors
 * together, and --debug prints each socket error (never a time-out) to stderr, whose messages
 * tell them apart (a reset by the server, a refused connection…).
 */
export function failureKindsOf(result: Result, stderr: string): Record<string, number> {
  const printed = [...stderr.matchAll(/^\w*Error: (.+)$/gm)].map((match) => match[1] ?? '');
  const kinds: Record<string, number> = { 'time-out': result.timeouts, 'non-2xx': result.non2xx };
  for (const message of printed) kinds[message] = (kinds[message] ?? 0) + 1;
  const unexplained = result.errors - result.timeouts - printed.length;
  if (unexplained > 0) kinds['socket error, not printed'] = unexplained;
  return Object.fromEntries(Object.entries(kinds).filter(([, count]) => count > 0));
}

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Listens on an ephemeral loopback port. */
export async function listen(app: Express): Promise<RunningServer> {
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      // Keep-alive sockets of fetch and autocannon would otherwise hold the server open.
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/**
 * The floor for the list endpoint: Express 5 with one route sending the same bytes and
 * content type, with no database, middleware or JSON encoding.
 */
export function bareApp(body: Buffer, contentType: string): Express {
  const app = express();
  app.disable('x-powered-by');
  app.get('/api/public/xnews/list', (_request, response) => {
    response.type(contentType).send(body);
  });
  return app;
}

/**
 * autocannon in a child process, not in this one: the server under test runs on this event
 * loop, and a generator sharing it would take half its time and halve every figure.
 */
export async function autocannon(target: string, url: string, options: { connections: number; durationSeconds: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const child = spawn(process.execPath, [cli, '--json', '--debug', '-c', String(options.connections), '-d', String(options.durationSeconds), ...headers, url], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`autocannon exited with ${code}: ${stderr.slice(0, 500)}`);
  const result = JSON.parse(stdout) as Result;
  return {
    target,
    requestsPerSecond: result.requests.mean,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.non2xx,
    failureKinds: failureKindsOf(result, stderr),
  };
}
