import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { APP_ROOT } from '../../server/app-root';
import { buildDir } from '../../server/build-dir';

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs one of the built command-line tools (<build>/<name>.js) to its end, as `npm run <name>` does
 * after its build; `stop` ends it sooner, with SIGTERM.
 */
export function runTool(name: string, args: string[], dataDir: string, env: Record<string, string> = {}, stop?: AbortSignal): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', [join(buildDir(), `${name}.js`), ...args], {
      cwd: APP_ROOT,
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(stop ? { signal: stop } : {}),
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A stopped tool still ends with its 'exit', which says how.
    child.once('error', (error) => {
      if (!stop?.aborted) reject(error);
    });
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
