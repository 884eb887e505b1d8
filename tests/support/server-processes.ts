import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startServer, type RunningServer } from '../../scripts/harness/server-process';

/** A folder of the test file's own under the system's temporary folder, removed after the file; call at the top level. */
export function scratchFolder(prefix: string): () => string {
  let folder: string | undefined;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  return () => {
    if (!folder) throw new Error('scratchFolder() is read inside tests, after beforeAll');
    return folder;
  };
}

/**
 * Starts built servers (startServer) for the test file, and kills with SIGKILL any that a test
 * leaves running, a failing one included, after each test; call at the top level.
 */
export function serversOfThisFile(): (env: Record<string, string>) => Promise<RunningServer> {
  const started: RunningServer[] = [];
  afterEach(() => {
    for (const server of started.splice(0)) if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return async (env) => {
    const server = await startServer(env);
    started.push(server);
    return server;
  };
}

/**
 * A test's limit when its server's first start seeds the demo set: minutes on a slow, busy
 * machine, where the harness gives each start 360 s and the suite's two minutes a test would cut
 * the test short while its server is still within its own limit. Enough for one seeding start at
 * that limit and the quicker starts beside it.
 */
export const SEEDING_TEST_MS = 600_000;
