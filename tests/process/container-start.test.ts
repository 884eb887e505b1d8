import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { DataDirHolder } from '../../server/db/data-dir-lock';
import { openPglite } from '../../server/db/pglite-database';
import { articlePath, listPath } from '../../shared/routes/news-paths';
import { cpuSeconds } from '../../scripts/bench/edge/origin-counters';
import type { LaunchedServer } from '../../scripts/harness/server-process';
import { DEMO_IMAGE_KEYS } from '../../demo/demo-image-addresses';
import { DEMO_STORY_COUNT } from '../../shared/demo-size';
import { imageHealthCheck } from '../support/container-files';
import { expectDemoImageServed, launchesOfThisFile, SEEDING_TEST_MS, scratchFolder, storiesIn } from '../support/server-processes';

/*
 * The built server as the image runs it (decision 036): it starts, first start and restart alike,
 * and serves a crawl within a 512 MiB container, and a SIGTERM during start-up ends the start at
 * once and leaves a folder the next start opens and serves. Memory is the process's VmHWM, its
 * peak resident size, which the workers' memory is part of (threads share one address space).
 * This machine runs no Docker engine, and cgroup limits need one or systemd.
 */

const CONTAINER_LIMIT_MIB = 512;
/** How soon a stop during start-up ends the process: a second at most on a quiet machine, where opening the database takes one. */
const STOPS_WITHIN_MS = 10_000;

const scratch = scratchFolder('xnews-container-start-');
const launch = launchesOfThisFile();

/** The process's peak resident memory so far, in MiB. */
function peakMiB(server: LaunchedServer): number {
  const kib = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${server.child.pid}/status`, 'utf8'))?.[1];
  return Number(kib) / 1024;
}

/** The process that holds the data folder, as its lock file says (decision 015). */
function holderOf(dataDir: string): number | undefined {
  try {
    return (JSON.parse(readFileSync(join(dataDir, 'xnews.lock'), 'utf8')) as DataDirHolder).pid;
  } catch {
    return undefined;
  }
}

/** Answers the pages a crawler asks for first: the front page, a list, and the articles of a list. */
async function crawl(port: number): Promise<number> {
  const base = `http://127.0.0.1:${port}`;
  const stories = (await (await fetch(`${base}/api/public/xnews/list?lang=en&type=world&size=30`)).json()) as { id: string; title: string }[];
  expect(stories).toHaveLength(30);
  const paths = ['/en', listPath('en', 'world'), listPath('en', 'business'), ...stories.map((story) => articlePath('en', story.title, story.id))];
  for (const path of paths) {
    const page = await fetch(`${base}${path}`);
    expect(page.status, path).toBe(200);
    expect(await page.text()).toContain('</html>');
  }
  return paths.length;
}

/** Sends SIGTERM and answers the exit code and how long the process took to end. */
async function stop(server: LaunchedServer): Promise<{ code: number | null; ms: number }> {
  const sent = Date.now();
  server.child.kill('SIGTERM');
  const code = await server.exited;
  return { code, ms: Date.now() - sent };
}

describe('the server as the image runs it', () => {
  it('starts on an empty folder, says it created it at the current schema and seeded it, and serves a crawl within 512 MiB, its work well inside the health check’s start period', { timeout: SEEDING_TEST_MS }, async () => {
    const dataDir = join(scratch(), 'data');
    const server = launch({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const port = await server.serving;
    // Its work (CPU time, workers included) would take half the start period at most on one core of
    // its own. Its wall time is the machine's: two suites side by side and four busy loops on two cores made it 215 s.
    expect(cpuSeconds(server.child.pid ?? 0) * 1000).toBeLessThan(imageHealthCheck().startPeriodMs / 2);
    // Created from the build's migrated template, seeded in the worker, stories and images, each said before it serves.
    const messages = server.logs.map((entry) => entry.msg);
    expect(messages).toEqual(expect.arrayContaining(["empty folder: database created from the build's template", 'database open', 'empty database: demo content seeded', 'demo images stored']));
    expect(server.logs.find((entry) => entry.msg === 'database open')).toMatchObject({ preparedInWorker: true });
    expect(messages.indexOf('empty database: demo content seeded')).toBeLessThan(messages.indexOf('xnews is serving'));
    expect(messages.indexOf('demo images stored')).toBeLessThan(messages.indexOf('xnews is serving'));
    expect(server.logs.find((entry) => entry.msg === 'empty database: demo content seeded')).toMatchObject({ stories: DEMO_STORY_COUNT, versions: expect.any(Number), ms: expect.any(Number) });
    expect(server.logs.find((entry) => entry.msg === 'demo images stored')).toMatchObject({ images: DEMO_IMAGE_KEYS.length });
    await expectDemoImageServed(port);
    expect(await crawl(port)).toBeGreaterThanOrEqual(30);
    expect(peakMiB(server)).toBeLessThanOrEqual(CONTAINER_LIMIT_MIB);
    expect(await stop(server)).toMatchObject({ code: 0 });
    expect(await storiesIn(dataDir)).toEqual({ stories: DEMO_STORY_COUNT, unfinished: 0 });

    // A stop early in a restart, once it holds the folder: the start ends at once, closing the database it was opening.
    const early = launch({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await vi.waitFor(() => expect(holderOf(dataDir)).toBe(early.child.pid), { timeout: 60_000, interval: 10 });
    const stopped = await stop(early);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(STOPS_WITHIN_MS);
    expect(early.logs.map((entry) => entry.msg)).toContain('stopped during start-up');
    expect(early.logs.map((entry) => entry.msg)).not.toContain('xnews is serving');

    // The restart after it: the folder as it was, and the same bound.
    const restarted = launch({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await crawl(await restarted.serving);
    // Seeded once: neither stories nor images again.
    expect(restarted.logs.map((entry) => entry.msg)).not.toContain('empty database: demo content seeded');
    expect(restarted.logs.map((entry) => entry.msg)).not.toContain('demo images stored');
    expect(peakMiB(restarted)).toBeLessThanOrEqual(CONTAINER_LIMIT_MIB);
    expect(await stop(restarted)).toMatchObject({ code: 0 });
  });

  it('ends a first start at once on SIGTERM during its seed, leaving a folder that opens and serves, its seed marked unfinished', { timeout: SEEDING_TEST_MS }, async () => {
    const dataDir = join(scratch(), 'stopped-seed');
    const server = launch({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await vi.waitFor(() => expect(server.logs.map((entry) => entry.msg)).toContain('seeding the demo set (SEED_DEMO) before serving'), { timeout: 300_000, interval: 20 });
    const stopped = await stop(server);
    expect(stopped.code).toBe(0);
    expect(stopped.ms).toBeLessThan(STOPS_WITHIN_MS);
    expect(server.logs.map((entry) => entry.msg)).toContain('stopped during start-up');

    // PostgreSQL recovers the folder from its log; this start seeds nothing, to come to it quickly.
    const next = launch({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
    const port = await next.serving;
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    expect(await stop(next)).toMatchObject({ code: 0 });
    // The next start with SEED_DEMO seeds the rest (tests/process/first-start-seed.test.ts).
    const db = await openPglite(dataDir, 'the container start test');
    try {
      await expect(db.query('SELECT name FROM unfinished_seeds')).resolves.toEqual([{ name: 'demo' }]);
    } finally {
      await db.close();
    }
  });
});
