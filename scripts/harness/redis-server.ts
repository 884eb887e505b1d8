import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { freePort } from './server-process';

export interface RedisUnderTest {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, as after a crash. */
  start(): Promise<void>;
}

/** Ports tried before giving up: another run on the machine may take the free port first. */
const PORT_TRIES = 5;

/**
 * Polls until this server answers, for as long as a loaded machine may need (the benchmarks use
 * this too, outside vitest). The password makes the answer this server's own: a redis-server of
 * another run that took the port first answers NOAUTH, never PONG. False when ours exited first
 * (its port was taken); an error when it never answers.
 */
async function answered(child: ChildProcess, port: number, password: string, limitMs = 30_000): Promise<boolean> {
  for (const giveUpAt = Date.now() + limitMs; Date.now() < giveUpAt; ) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    const ping = spawnSync('redis-cli', ['-p', String(port), '--no-auth-warning', '-a', password, 'ping'], { encoding: 'utf8' });
    if (ping.stdout.trim() === 'PONG') return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${limitMs} ms`);
}

/**
 * A real redis-server of this test's own (Debian's redis-server, as .ci/run installs), on a free
 * loopback port with nothing written to disk, so that a test may stop and start it at will. It
 * has a password of its own, so that two test runs side by side can never share one server.
 */
export async function startRedis(): Promise<RedisUnderTest> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed: apt-get install redis-server (.ci/run does)');
  }
  const password = randomBytes(18).toString('base64url');
  let port = 0;
  let child: ChildProcess | undefined;
  const launch = async (): Promise<boolean> => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--requirepass', password], { stdio: 'ignore' });
    return answered(child, port, password);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  const start = async () => {
    if (!(await launch())) throw new Error(`redis-server could not start again on port ${port}: another process took it`);
  };
  for (let tries = 1; ; tries += 1) {
    port = await freePort();
    if (await launch()) break;
    if (tries === PORT_TRIES) throw new Error(`redis-server found no free port in ${PORT_TRIES} tries`);
  }
  return { url: `redis://:${password}@127.0.0.1:${port}`, port, start, stop };
}
