import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { countStories } from '../../server/db/news/count-stories';
import { openPglite } from '../../server/db/pglite-database';
import type { NewsItem } from '../../shared/types';
import { launchServer, startServer, type LaunchedServer, type RunningServer } from '../../scripts/harness/server-process';

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

/** The children the test file started, killed with SIGKILL after each test if a test left one running. */
function killedAfterEachTest(): ChildProcess[] {
  const started: ChildProcess[] = [];
  afterEach(() => {
    for (const child of started.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  return started;
}

/**
 * Starts built servers (startServer) for the test file, and kills with SIGKILL any that a test
 * leaves running, a failing one included, after each test; call at the top level.
 */
export function serversOfThisFile(): (env: Record<string, string>) => Promise<RunningServer> {
  const started = killedAfterEachTest();
  return async (env) => {
    const server = await startServer(env);
    started.push(server.child);
    return server;
  };
}

/** The same for servers launched (launchServer) and not waited for: tests of the start itself. */
export function launchesOfThisFile(): (env: Record<string, string>) => LaunchedServer {
  const started = killedAfterEachTest();
  return (env) => {
    const server = launchServer(env);
    started.push(server.child);
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

/** The stories in a stopped server's embedded folder, and its seeds marked unfinished. */
export async function storiesIn(dataDir: string): Promise<{ stories: number; unfinished: number }> {
  const db = await openPglite(dataDir, 'a process test');
  try {
    const [unfinished] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM unfinished_seeds');
    return { stories: await countStories(db), unfinished: unfinished?.count ?? -1 };
  } finally {
    await db.close();
  }
}

/** The demo's images are stored before a seeded server serves (decision 035): its list names the site's copy, which it serves. */
export async function expectDemoImageServed(port: number): Promise<void> {
  const list = await fetch(`http://127.0.0.1:${port}/api/public/xnews/list?lang=en&type=trending&size=5`);
  const items = (await list.json()) as NewsItem[];
  expect(items).toHaveLength(5);
  const image = items[0]?.img_urls[0] ?? '';
  expect(image).toMatch(/^\/media\/[0-9a-f]{64}\/large$/);
  const served = await fetch(`http://127.0.0.1:${port}${image.replace(/large$/, 'small')}`, { headers: { Accept: 'image/webp' } });
  expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
}
