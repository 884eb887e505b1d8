import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An answer a stand-in gives instead of purging, as the real API does when it is unwell or rate-limits. */
export interface ScriptedFailure {
  status: number;
  /** Retry-After, as the API sends it: seconds, or an HTTP date. */
  retryAfter?: string;
}

/** One request the stand-in took: when, and what it made of it. */
export interface StandInCall {
  at: number;
  status: number;
  /** The keys it purged; none when it refused. */
  keys: string[];
  /** Asked for a soft purge (Fastly-Soft-Purge). */
  soft: boolean;
  /** What a refusal said, and how many keys the request named: a failing test shows why it was refused. */
  refusal?: string;
}

/** What the stand-in's API answers one request with, once it has checked it. */
export interface ApiAnswer {
  status: number;
  body: unknown;
  keys?: string[];
  soft?: boolean;
}

export interface CdnStandIn {
  /** The API base, as EDGE_PURGE_URL names it. */
  url: string;
  calls: StandInCall[];
  /** Every key purged so far, in order. */
  purged(): string[];
  /** The next requests are answered with these, one each, before anything is checked. */
  failNext(...failures: ScriptedFailure[]): void;
  /** While on, requests are held unanswered: an API that hangs. */
  hang(on: boolean): void;
  close(): Promise<void>;
}

/**
 * A local HTTP server standing in for a CDN's purge API, which cannot be reached from tests:
 * `answer` checks each request as the documented API does and says what it answers; failures
 * can be scripted in front of it. The API base is `basePath` on a loopback port of its own.
 */
export async function startCdnStandIn(basePath: string, answer: (request: IncomingMessage, body: string) => ApiAnswer, failureBody: (status: number) => unknown): Promise<CdnStandIn> {
  const calls: StandInCall[] = [];
  const failures: ScriptedFailure[] = [];
  const held: ServerResponse[] = [];
  let hanging = false;
  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (hanging) return void held.push(response);
      const failure = failures.shift();
      const answered = failure ? { status: failure.status, body: failureBody(failure.status) } : answer(request, body);
      const refusal = answered.status === 200 ? undefined : `${JSON.stringify(answered.body)} for ${body.length} bytes: ${body.slice(0, 200)}`;
      calls.push({ at: Date.now(), status: answered.status, keys: answered.status === 200 ? (answered.keys ?? []) : [], soft: answered.soft ?? false, refusal });
      response.writeHead(answered.status, { 'Content-Type': 'application/json', ...(failure?.retryAfter ? { 'Retry-After': failure.retryAfter } : {}) });
      response.end(JSON.stringify(answered.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    calls,
    purged: () => calls.flatMap((call) => call.keys),
    failNext: (...scripted) => void failures.push(...scripted),
    hang(on) {
      hanging = on;
      if (!on) for (const response of held.splice(0)) response.destroy();
    },
    async close() {
      for (const response of held.splice(0)) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
