import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite-database';
import { bodyRenderer } from '../../server/services/news/body-html';
import { startServer } from '../../scripts/harness/server-process';
import { expectDemoImageServed, SEEDING_TEST_MS, scratchFolder, serversOfThisFile, storiesIn } from '../support/server-processes';

/*
 * Decision 026: the embedded database is migrated and seeded in a worker before the server opens it
 * (server/prepare-in-worker.ts), so that what the seed touched goes with the worker. A first start
 * on an empty folder with the whole set is container-start.test.ts's; here the set is of
 * DEMO_STORIES, two of the seed's batches, which is all a seed cut off after its first needs.
 */

const DEMO_STORIES = 1_000;

const scratch = scratchFolder('xnews-first-start-');
const launch = serversOfThisFile();

async function serveAndStop(dataDir: string): Promise<Record<string, unknown>[]> {
  const server = await launch({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_STORIES: String(DEMO_STORIES) });
  await expectDemoImageServed(server.port);
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  return server.logs;
}

describe('a first start on the embedded database', () => {
  it('fails to start, naming the folder and the cause, when the seed fails half-way; the next start seeds the rest', { timeout: SEEDING_TEST_MS }, async () => {
    const dataDir = join(scratch(), 'seed-fails');
    // A migrated folder whose stories table refuses rows once the seed's first batch is in.
    mkdirSync(dataDir);
    const db = await openPglite(dataDir, 'the first-start test');
    await migrate(db);
    await db.exec(`
      CREATE FUNCTION refuse_after_first_batch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (SELECT count(*) FROM stories) >= 500 THEN RAISE EXCEPTION 'no space left on the test''s device'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER refuse_after_first_batch BEFORE INSERT ON stories FOR EACH ROW EXECUTE FUNCTION refuse_after_first_batch();`);
    await db.close();

    const failed = startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_STORIES: String(DEMO_STORIES) });
    await expect(failed).rejects.toThrow(`server exited with 1 before serving: xnews failed to start: Preparing the embedded database in ${dataDir} (migrations, demo seed) failed: `);
    await expect(failed).rejects.toThrow("no space left on the test's device");
    // Half-seeded, and marked so: counting its stories alone would take it for seeded.
    expect(await storiesIn(dataDir)).toEqual({ stories: 500, unfinished: 1 });

    const fixed = await openPglite(dataDir, 'the first-start test');
    await fixed.exec('DROP TRIGGER refuse_after_first_batch ON stories');
    await fixed.close();
    const logs = await serveAndStop(dataDir);
    expect(logs.find((entry) => entry.msg === 'empty database: demo content seeded')).toMatchObject({ stories: DEMO_STORIES });
    // The whole set, and the note gone. The demo set ends today, and its spread of dates moves with
    // the clock: some of the stories the failed start wrote may be of its own set alone, and stay.
    const after = await storiesIn(dataDir);
    expect(after.unfinished).toBe(0);
    expect(after.stories).toBeGreaterThanOrEqual(DEMO_STORIES);
    expect(after.stories).toBeLessThanOrEqual(DEMO_STORIES + 500);
  });

  it('renders again, in the background, the story bodies another renderer made, and leaves none', { timeout: SEEDING_TEST_MS }, async () => {
    const dataDir = join(scratch(), 'renderer-changed');
    // A folder already seeded, here with 150 demo stories in their several languages (a first
    // start's seed is the first test's): the seed leaves its bodies to the server's background
    // pass. All but 300 are marked done by the running renderer, so that the next start has those
    // 300 to render.
    mkdirSync(dataDir);
    const db = await openPglite(dataDir, 'the first-start test');
    await migrate(db);
    await seedDemo(db, { count: 150 });
    const versions = await db.query("UPDATE story_versions SET news_html = '<p>rendered</p>', news_html_renderer = $1 RETURNING story_id", [bodyRenderer.name]);
    expect(versions.length).toBeGreaterThan(300);
    const older = await db.query<{ story_id: string }>(
      `UPDATE story_versions SET news_html_renderer = 'an older renderer'
        WHERE (story_id, lang) IN (SELECT story_id, lang FROM story_versions ORDER BY story_id DESC, lang LIMIT 300)
        RETURNING story_id`,
    );
    await db.close();
    expect(older).toHaveLength(300);

    const server = await launch({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
    await vi.waitFor(() => expect(server.logs.find((entry) => entry.msg === 'story bodies rendered')).toMatchObject({ rendered: 300, complete: true }), { timeout: 120_000, interval: 100 });
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const after = await openPglite(dataDir, 'the first-start test');
    try {
      expect(await after.query('SELECT 1 FROM story_versions WHERE news_html_renderer IS DISTINCT FROM $1 OR news_html IS NULL', [bodyRenderer.name])).toEqual([]);
    } finally {
      await after.close();
    }
  });
});
