import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_ROOT } from '../../server/app-root';
import { freePort } from './server-process';

export interface VarnishUnderTest {
  /** Where readers and purges (EDGE_PURGE_URL) reach it. */
  url: string;
  port: number;
  /** Everything varnishd wrote, for a failing test's message. */
  output(): string;
  /** Stops it, as an outage would; its cache goes with it. */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** An origin behind it: an instance listening on this machine. */
export interface VarnishBackend {
  port: number;
}

/** Ports tried before giving up: another run on the machine may take the free port first. */
const PORT_TRIES = 5;
const ANSWERS_WITHIN_MS = 30_000;
const STOPS_WITHIN_MS = 10_000;

/**
 * The operator's half of the VCL for these instances (deploy/varnish/backends.vcl is compose's):
 * each on loopback, probed every half second, healthy from the start, so that a test sees an
 * origin that stopped answering as sick within a second or two; purges from loopback, unless a
 * test names other address ranges.
 */
function backendsVcl(backends: readonly VarnishBackend[], purgers: readonly string[]): string {
  const names = backends.map((_backend, index) => `app_${index + 1}`);
  return [
    'probe xnews_ready { .url = "/readyz"; .interval = 500ms; .timeout = 1s; .window = 3; .threshold = 2; .initial = 2; }',
    ...backends.map((backend, index) => `backend ${names[index]} { .host = "127.0.0.1"; .port = "${backend.port}"; .probe = xnews_ready; .connect_timeout = 1s; .first_byte_timeout = 20s; }`),
    'sub vcl_init {',
    '    new xnews = directors.round_robin();',
    ...names.map((name) => `    xnews.add_backend(${name});`),
    '}',
    `acl purgers { ${purgers.map((range) => `${range.replace(/^([^/]+)(\/\d+)?$/, '"$1"$2')};`).join(' ')} }`,
    '',
  ].join('\n');
}

/** Polls until this varnishd answers: a request for /metrics, which the VCL answers itself. False when it exited first (its port was taken). */
async function answered(child: ChildProcess, url: string): Promise<boolean> {
  for (const giveUpAt = Date.now() + ANSWERS_WITHIN_MS; Date.now() < giveUpAt; ) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const response = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(1_000) }).catch(() => undefined);
    if (response?.status === 404 && response.headers.has('x-varnish')) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`varnishd at ${url} did not answer within ${ANSWERS_WITHIN_MS} ms`);
}

/**
 * A real varnishd of this test's own (Debian's varnish and varnish-modules, as .ci/run installs)
 * running the project's deploy/varnish/xnews.vcl, unchanged, in front of these instances, on a
 * free loopback port, with its cache in memory and its working folder in a temporary one. In the
 * foreground (-F), so that it is this process's child and ends with it; with no jail (-j none),
 * so that it runs as whoever runs the tests, root included, without a varnish user's folders.
 */
export async function startVarnish(backends: readonly VarnishBackend[], { purgers = ['127.0.0.0/8', '::1'] }: { purgers?: readonly string[] } = {}): Promise<VarnishUnderTest> {
  if (spawnSync('varnishd', ['-V']).status !== 0) throw new Error('varnishd is not installed: apt-get install varnish varnish-modules (.ci/run does)');
  const folder = await mkdtemp(join(tmpdir(), 'xnews-varnish-'));
  await copyFile(join(APP_ROOT, 'deploy/varnish/xnews.vcl'), join(folder, 'xnews.vcl'));
  await writeFile(join(folder, 'backends.vcl'), backendsVcl(backends, purgers));
  let port = 0;
  let child: ChildProcess | undefined;
  let output = '';
  const launch = async (): Promise<boolean> => {
    // timeout_idle above a test client's idle keep-alive (undici keeps a socket 4 s, Varnish 5 s by
    // default): on a loaded machine the two met, and a request went out on a socket Varnish was closing.
    const args = [
      '-F', '-j', 'none', '-n', join(folder, 'work'), '-a', `127.0.0.1:${port}`, '-T', 'none',
      '-p', `vcl_path=${folder}`, '-p', 'timeout_idle=60', '-f', join(folder, 'xnews.vcl'), '-s', 'malloc,64m',
    ];
    // A process group of its own: varnishd's cache process is a child of its own, which a stop must reach too.
    child = spawn('varnishd', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const collect = (chunk: Buffer) => (output += chunk.toString());
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    return answered(child, `http://127.0.0.1:${port}`);
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      if (child?.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // Gone already.
    }
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    signalGroup('SIGTERM');
    const killer = setTimeout(() => signalGroup('SIGKILL'), STOPS_WITHIN_MS);
    await exited;
    clearTimeout(killer);
  };
  for (let tries = 1; ; tries += 1) {
    port = await freePort();
    if (await launch()) break;
    if (/VCL compilation failed|Message from VCC/.test(output)) throw new Error(`varnishd refused the VCL:\n${output}`);
    if (tries === PORT_TRIES) throw new Error(`varnishd found no free port in ${PORT_TRIES} tries:\n${output}`);
  }
  process.once('exit', () => {
    if (child && child.exitCode === null && child.signalCode === null) signalGroup('SIGKILL');
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    output: () => output,
    stop,
    async start() {
      if (!(await launch())) throw new Error(`varnishd could not start again on port ${port}:\n${output}`);
    },
    async close() {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
