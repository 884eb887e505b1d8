import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../../server/app-root';

/** Where test runs build, each in a folder named for the process that runs it. */
const RUNS_DIR = join(APP_ROOT, '.test-builds');
/**
 * The demo images, kept from run to run in a folder named by their stamp (the hash of their
 * drawings and encoder, scripts/demo-media). A run's build folder goes with it, and the build
 * renders all the images again unless its folder holds them with that stamp: a run starts its
 * folder with the newest kept copy, and keeps its own when it had to render them. A kept copy is
 * never rewritten, and is removed only once a newer stamp is kept: a run of the same drawings
 * never reads half a copy.
 */
const DEMO_MEDIA_PREFIX = 'demo-media-';

function keptDemoMedia(): string[] {
  return readdirSync(RUNS_DIR)
    .filter((name) => name.startsWith(DEMO_MEDIA_PREFIX) && !name.includes('.tmp-'))
    .map((name) => join(RUNS_DIR, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
}

function reuseDemoMedia(built: string): void {
  const [newest] = keptDemoMedia();
  if (newest === undefined) return;
  try {
    cpSync(newest, built, { recursive: true });
  } catch {
    // Removed meanwhile by a run of newer drawings: the build renders them.
    rmSync(built, { recursive: true, force: true });
  }
}

function keepDemoMedia(built: string): void {
  const stamp = readFileSync(join(built, 'stamp'), 'utf8');
  const kept = join(RUNS_DIR, `${DEMO_MEDIA_PREFIX}${stamp.slice(0, 16)}`);
  if (!existsSync(kept)) {
    const temp = `${kept}.tmp-${process.pid}`;
    cpSync(built, temp, { recursive: true });
    try {
      renameSync(temp, kept);
    } catch {
      // Another run kept the same images in between.
      rmSync(temp, { recursive: true, force: true });
    }
  }
  for (const older of keptDemoMedia()) if (older !== kept) rmSync(older, { recursive: true, force: true });
}

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
    // A run's build folder and its copy of the images under way are named by its process.
    const pid = /^(?:demo-media-\w+\.tmp-)?(\d+)$/.exec(entry.name)?.[1];
    if (pid !== undefined && !alive(Number(pid))) rmSync(join(RUNS_DIR, entry.name), { recursive: true, force: true });
  }
  const dir = join(RUNS_DIR, String(process.pid));
  process.env.BUILD_DIR = dir;
  const demoMedia = join(dir, 'demo-media');
  reuseDemoMedia(demoMedia);
  const child = spawn('node', ['scripts/build.mjs', '--dev-client'], { cwd: APP_ROOT, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => child.once('error', reject).once('exit', resolve));
  if (code !== 0) throw new Error(`build failed: ${stderr}`);
  keepDemoMedia(demoMedia);
  return () => rmSync(dir, { recursive: true, force: true });
}
