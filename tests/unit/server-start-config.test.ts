import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROOT } from '../../server/app-root';
import { allocatorEnv } from '../../scripts/harness/server-process';

/*
 * `npm start`, the image and the harness all run the server with package.json's config: the V8
 * heap budget (decision 025) and glibc's allocator settings (decision 026). `npm start` and the
 * image build the command in a shell, so each is run here with the server swapped for a probe
 * that prints what it got; tests/process/server-process.test.ts reads the harness's server's.
 */

const manifest = JSON.parse(readFileSync(join(APP_ROOT, 'package.json'), 'utf8')) as { scripts: { start: string }; config: { nodeOptions: string; allocatorEnv: string } };
const PROBE = `-p "JSON.stringify({ env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('MALLOC_'))), flags: process.execArgv.filter((flag) => flag.startsWith('--')) })"`;
const expected = { env: allocatorEnv(), flags: manifest.config.nodeOptions.split(' ') };

/** Runs a shell command that starts dist/server.js, with the probe in the server's place. */
function probe(command: string, env: Record<string, string> = {}): unknown {
  expect(command).toContain('dist/server.js');
  const ran = spawnSync('sh', ['-c', command.replace('dist/server.js', PROBE)], { cwd: APP_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, encoding: 'utf8' });
  expect(ran.status, ran.stderr).toBe(0);
  return JSON.parse(ran.stdout);
}

describe('how the server is started', () => {
  it('sets the allocator settings it needs', () => {
    expect(expected.env).toEqual({ MALLOC_ARENA_MAX: expect.stringMatching(/^\d+$/), MALLOC_MMAP_THRESHOLD_: expect.stringMatching(/^\d+$/) });
  });

  it('npm start runs the server with the heap budget and the allocator settings', () => {
    // What follows the build, with the variables npm gives its scripts.
    const command = manifest.scripts.start.split(' && ').at(-1) ?? '';
    expect(probe(command, { npm_package_config_nodeOptions: manifest.config.nodeOptions, npm_package_config_allocatorEnv: manifest.config.allocatorEnv })).toEqual(expected);
  });

  it('the image runs the server with them', () => {
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(APP_ROOT, 'Dockerfile'), 'utf8'))?.[1];
    const [shell, flag, command] = JSON.parse(cmd ?? '[]') as string[];
    expect([shell, flag]).toEqual(['sh', '-c']);
    expect(probe(command ?? '')).toEqual(expected);
  });
});
