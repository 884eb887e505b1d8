import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../demo/seed-demo';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite-database';
import { runSoak } from '../../scripts/bench/load/run-soak';
import { SEEDING_TEST_MS } from '../support/server-processes';

/**
 * The short version of npm run bench:load, for CI: the built server under a mix of
 * pages and API calls while stories are ingested, with no error, nothing lost, and memory level.
 */

const dataDir = mkdtempSync(join(tmpdir(), 'xnews-soak-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A site with 500 demo stories, seeded here rather than by the server's first start (whose 5,000
// container-start.test.ts covers): the soak needs stories to read, not the whole demo set, and
// the full seed was a minute of the suite's two cores. The server renders their bodies in the
// background while it serves, as after any first start.
beforeAll(async () => {
  const db = await openPglite(dataDir, 'the soak test');
  try {
    await migrate(db);
    await seedDemo(db, { count: 500 });
  } finally {
    await db.close();
  }
}, SEEDING_TEST_MS);

describe('load with ingest in the background', () => {
  it('answers every request well, loses no ingested story, and keeps its memory level', { timeout: SEEDING_TEST_MS }, async () => {
    const result = await runSoak({
      seconds: 15,
      connections: 21,
      warmupSeconds: 5,
      ingestEveryMs: 1_000,
      serverEnv: { DATA_DIR: dataDir, SEED_DEMO: 'true' },
      log: () => undefined,
    });
    expect(result.paths).toHaveLength(7);
    for (const path of result.paths) {
      expect(path.failures, path.target).toBe(0);
      expect(path.requestsPerSecond, path.target).toBeGreaterThan(0);
    }
    expect(result.ingest.batches).toBeGreaterThanOrEqual(10);
    expect(result.ingest).toMatchObject({ failed: 0, missing: 0 });
    expect(result.ingest.stories).toBe(result.ingest.batches * 5);
    const afterWarmup = result.rssSamples.filter((sample) => sample.second >= 5);
    const [first] = afterWarmup;
    const last = afterWarmup.at(-1);
    expect(first && last && last.mib / first.mib).toBeLessThan(1.5);
  });
});
