import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../../server/app-root';

/** Where test runs build, each in a folder named for the process that runs it. */
const RUNS_DIR = join(APP_ROOT, '.test-builds');
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Builds as npm start does, plus React's development client for the test of its warnings, into a folder
 * of this run's own, and points BUILD_DIR at it (the test files and the servers they start
 * inherit it). Building over dist/ would delete files under another run's servers: two
 * `npm test` in one checkout must not break each other. Folders of runs that died unfinished
 * are removed; the returned function removes this one. The build runs in a child process, so
 * that the set-up's other work goes on meanwhile.
 */
export async function buildForThisRun(): Promise<() => void> {
  mkdirSync(RUNS_DIR, { recursive: true });
  for (const entry of readdirSync(RUNS_DIR, { withFileTypes: true }).filter((found) => found.isDirectory())) {
    // A run's build folder is named by its process.
    const pid = /^(\d+)$/.exec(entry.name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) rmSync(join(RUNS_DIR, entry.name), { recursive: true, force: true });
  }
  const dir = join(RUNS_DIR, String(process.pid));
  process.env.BUILD_DIR = dir;
  const child = spawn('node', ['scripts/build.mjs', '--dev-client'], { cwd: APP_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`build failed: ${stderr}`);
  return () => rmSync(dir, { recursive: true, force: true });
}
