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
export async function autocannon(target: string, url: string, options: { connections: number; durationSeconds: number }): Promise<LoadResult> {
  const cli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
  const child = spawn(process.execPath, [cli, '--json', '-c', String(options.connections), '-d', String(options.durationSeconds), url], {
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
  };
}
