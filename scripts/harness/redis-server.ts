import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from './server-process';

export interface RedisUnderTest {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port, empty, as after a crash. */
  start(): Promise<void>;
}

/** Polls until it answers, for as long as a loaded machine may need (the benchmarks use this too, outside vitest). */
async function waitForPing(port: number, limitMs = 30_000): Promise<void> {
  for (const giveUpAt = Date.now() + limitMs; Date.now() < giveUpAt; ) {
    if (spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG') return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`redis-server on port ${port} did not answer PING within ${limitMs} ms`);
}

/**
 * A real redis-server of this test's own (Debian's redis-server, as .ci/run installs), on a free
 * loopback port with nothing written to disk, so that a test may stop and start it at will.
 */
export async function startRedis(): Promise<RedisUnderTest> {
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is not installed: apt-get install redis-server (.ci/run does)');
  }
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    await waitForPing(port);
  };
  const stop = async () => {
    if (!child || child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
