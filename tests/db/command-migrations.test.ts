import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newsItem } from '../../scripts/harness/news-fixtures';
import type { Database } from '../../server/db/database';
import { insertNewUser } from '../support/accounts';
import { type HeldMigrationLock, holdMigrationLock, LONGER_THAN_A_REQUEST_MS } from '../support/migration-lock';
import { type Finished, runTool } from '../support/run-tool';
import { scratchFolder } from '../support/server-processes';
import { openScratchPostgres, TEST_DB_KIND } from '../support/test-database';

/**
 * The command-line tools migrate a PostgreSQL database as a server's start does: over a connection
 * without the 10 s a request's statement may take. Each one here waits behind another instance's
 * migrations for longer than that, then does its work.
 */
const scratch = scratchFolder('xnews-command-migrations-');

interface Locked {
  db: Database & { url: string };
  lock: HeldMigrationLock;
}

const opened: Locked[] = [];
afterAll(async () => {
  for (const { db, lock } of opened) {
    await lock.end();
    await db.close();
  }
});

async function lockedDatabase(): Promise<Locked> {
  const db = await openScratchPostgres();
  const locked = { db, lock: await holdMigrationLock(db.url) };
  opened.push(locked);
  return locked;
}

describe.runIf(TEST_DB_KIND === 'postgres')('the command-line tools behind migrations that take longer than a request may', () => {
  it('seed, ingest, staff and media:backfill wait their turn, then work', { timeout: 180_000 }, async () => {
    const [seedDb, ingestDb, staffDb, backfillDb] = await Promise.all([lockedDatabase(), lockedDatabase(), lockedDatabase(), lockedDatabase()]);
    if (!seedDb || !ingestDb || !staffDb || !backfillDb) throw new Error('no scratch databases');
    const item = newsItem();
    const file = join(scratch(), 'one-story.json');
    writeFileSync(file, JSON.stringify([item]));
    await insertNewUser(staffDb.db, { email: 'ada@example.com' });
    const on = ({ db }: Locked) => ({ DATABASE_URL: db.url });

    // A demo set of a few stories (DEMO_STORIES): the whole one would take a minute.
    const tools = {
      seed: runTool('seed', [], join(scratch(), 'seed'), { ...on(seedDb), DEMO_STORIES: '20' }),
      ingest: runTool('ingest', [file], join(scratch(), 'ingest'), on(ingestDb)),
      staff: runTool('staff', ['grant', 'ada@example.com', 'editor'], join(scratch(), 'staff'), on(staffDb)),
      backfill: runTool('media-backfill', [], join(scratch(), 'backfill'), on(backfillDb)),
    } satisfies Record<string, Promise<Finished>>;
    const ended: Record<string, Finished> = {};
    for (const [name, run] of Object.entries(tools)) void run.then((finished) => (ended[name] = finished));

    const locked = [seedDb, ingestDb, staffDb, backfillDb];
    await Promise.all(locked.map(({ lock }) => lock.waitedFor()));
    await new Promise((resolve) => setTimeout(resolve, LONGER_THAN_A_REQUEST_MS));
    // Still waiting, none failed (each one's output says why if it did).
    expect(ended).toEqual({});
    for (const { lock } of locked) await lock.release();

    const ingest = await tools.ingest;
    expect(ingest.code, ingest.stderr).toBe(0);
    expect(JSON.parse(ingest.stdout)).toMatchObject({ accepted: 1, created: 1 });
    expect(await ingestDb.db.query('SELECT id FROM stories')).toEqual([{ id: item.id }]);

    const staff = await tools.staff;
    expect(staff.code, staff.stderr).toBe(0);
    expect(staff.stdout).toContain('ada@example.com is now editor.');

    const backfill = await tools.backfill;
    expect(backfill.code, backfill.stderr).toBe(0);

    const seed = await tools.seed;
    expect(seed.code, seed.stderr).toBe(0);
    expect(await seedDb.db.query('SELECT count(*)::int AS n FROM stories')).toEqual([{ n: 20 }]);
  });
});
