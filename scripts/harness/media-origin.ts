import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface MediaOrigin {
  /** 127.0.0.1:<port>, as MEDIA_PRIVATE_HOSTS names it. */
  hostPort: string;
  url(path: string): string;
  /** What the origin answers at /images/<name>, whatever the bytes are. */
  serve(name: string, body: Buffer, contentType: string): void;
  /** TCP connections accepted since the start: 0 proves a refused address was never connected to. */
  connections(): number;
  /** Connections still open: 0 once a fetcher has cut a body it stopped reading. */
  openConnections(): number;
  /** The path and headers of each request, in order. */
  requests: { path: string; headers: IncomingHttpHeaders }[];
  /** Settles when the next request for path arrives: call it before the request is sent. */
  nextRequest(path: string): Promise<void>;
  close(): Promise<void>;
}

/** The Content-Length the origin declares at /huge-declared, just over 20 MB, of which it sends only the start. */
export const HUGE_DECLARED_BYTES = 20 * 1024 * 1024 + 1;

const CHUNK = Buffer.alloc(64 * 1024);

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(302, { Location: location, 'Content-Length': 0 }).end();
}

/** One byte each interval, for as long as the client listens: only a limit on the whole fetch ends it. */
function drip(response: ServerResponse, intervalMs: number): void {
  response.writeHead(200, { 'Content-Type': 'image/jpeg' });
  response.write(Buffer.from([0xff]));
  const timer = setInterval(() => response.write(Buffer.from([0xd8])), intervalMs);
  response.on('close', () => clearInterval(timer));
}

/** An endless body, chunked, written as fast as the client reads it. */
function endless(response: ServerResponse): void {
  response.writeHead(200, { 'Content-Type': 'image/jpeg' });
  const more = () => {
    while (!response.destroyed && response.write(CHUNK));
  };
  response.on('drain', more);
  more();
}

/**
 * A real HTTP server on a free loopback port that plays an image upstream, good and hostile:
 *
 * - /images/<name>: a body given to serve(), with the Content-Type given (true or not);
 * - /status/<code>: that status;
 * - /empty: 200 with no body;
 * - /drip: 200, then one byte a second (dripMs) forever;
 * - /huge-declared: a Content-Length over 20 MB, then the first 64 KB and silence;
 * - /endless: an endless chunked body;
 * - /loop/a and /loop/b: redirect to each other;
 * - /hops/<n>/<name>: n redirects, each relative, then /images/<name>'s body;
 * - /redirect?to=<address>: a redirect there.
 */
export async function startMediaOrigin(options: { dripMs?: number } = {}): Promise<MediaOrigin> {
  const dripMs = options.dripMs ?? 1000;
  const bodies = new Map<string, { body: Buffer; contentType: string }>();
  const requests: MediaOrigin['requests'] = [];
  const sockets = new Set<Socket>();
  const waiting: { path: string; arrived: () => void }[] = [];
  let connections = 0;

  const sendImage = (response: ServerResponse, name: string) => {
    const image = bodies.get(name);
    if (!image) response.writeHead(404).end();
    else response.writeHead(200, { 'Content-Type': image.contentType, 'Content-Length': image.body.length }).end(image.body);
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://origin');
    requests.push({ path: url.pathname + url.search, headers: request.headers });
    for (const waiter of waiting.filter(({ path }) => path === url.pathname + url.search)) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.arrived();
    }
    const [, first, second, third] = url.pathname.split('/');
    if (first === 'images' && second) return sendImage(response, second);
    if (first === 'status' && second) return response.writeHead(Number(second)).end(`status ${second}`);
    if (first === 'empty') return response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': 0 }).end();
    if (first === 'drip') return drip(response, dripMs);
    if (first === 'huge-declared') {
      response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': HUGE_DECLARED_BYTES });
      response.write(CHUNK);
      return;
    }
    if (first === 'endless') return endless(response);
    if (first === 'loop') return redirect(response, second === 'a' ? '/loop/b' : '/loop/a');
    if (first === 'hops' && second && third) {
      const left = Number(second);
      return left > 0 ? redirect(response, `../${left - 1}/${third}`) : sendImage(response, third);
    }
    if (first === 'redirect') return redirect(response, url.searchParams.get('to') ?? '/');
    response.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    hostPort,
    url: (path) => `http://${hostPort}${path}`,
    serve: (name, body, contentType) => {
      bodies.set(name, { body, contentType });
    },
    connections: () => connections,
    openConnections: () => sockets.size,
    requests,
    nextRequest: (path) => new Promise((arrived) => waiting.push({ path, arrived })),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
