import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadAssetManifest } from '../../../server/bff/asset-manifest';
import type { Database } from '../../../server/db/database';
import { createLogger } from '../../../server/logger';
import { loadSite } from '../../../server/site/load-site';
import { openTestDatabase } from '../../../tests/support/test-database';
import { listen } from '../load-test';
import { deskListCases } from './desk-list-cases';
import { deskListTable } from './desk-report';
import { COMMON_WORD, fillDeskStories, storyId, topicOf } from './fill-desk-stories';
import { measureDeskList } from './measure-desk-list';

/* bench:desk's list part at a small size: the fill matches every case (no empty pages), and each case answers through the app. */

const STORIES = 3000;
const OPS_TOKEN = 'desk-bench-test-ops-token';
const anchor = Math.floor(Date.now() / 1000);
let db: Database;

beforeAll(async () => {
  db = await openTestDatabase();
  await fillDeskStories(db, STORIES, anchor);
}, 120_000);
afterAll(() => db?.close());

describe("bench:desk's fill", () => {
  it('spreads ingest dates over the period in story order, withdraws about one in a thousand and pins one story a category', async () => {
    const [row] = await db.query<{ stories: string; withdrawn: string; pins: string; ordered: boolean; versions: string; unindexed: string }>(
      `SELECT (SELECT count(*) FROM stories)::text AS stories,
              (SELECT count(*) FROM stories WHERE withdrawn_at IS NOT NULL)::text AS withdrawn,
              (SELECT count(*) FROM story_pins)::text AS pins,
              (SELECT created_at FROM stories WHERE id = $1) < (SELECT created_at FROM stories WHERE id = $2) AS ordered,
              (SELECT count(*) FROM story_versions)::text AS versions,
              (SELECT count(*) FROM story_versions WHERE search_doc IS NULL OR search_title IS NULL)::text AS unindexed`,
      [storyId(1), storyId(STORIES)],
    );
    expect(row).toMatchObject({ stories: String(STORIES), withdrawn: '3', pins: '9', ordered: true, unindexed: '0' });
    expect(Number(row?.versions)).toBeGreaterThan(STORIES * 1.4);
  });

  it("gives each story a topic word its search document finds, and the common word to most of them", async () => {
    const count = async (word: string) =>
      Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM story_versions WHERE lang = 'en' AND search_doc @@ plainto_tsquery('english', $1)`, [word]))[0]?.n);
    const [title] = await db.query<{ title: string }>(`SELECT title FROM story_versions WHERE story_id = $1 AND lang = 'en'`, [storyId(1234)]);
    expect(title?.title).toContain(topicOf(1234));
    expect(await count(topicOf(1234))).toBeGreaterThanOrEqual(1);
    expect(await count(COMMON_WORD)).toBeGreaterThan(STORIES / 2);
  });
});

describe("bench:desk's list cases", () => {
  it('times every case through the db function and the desk API, each with stories on its pages', async () => {
    const server = await listen(
      createApp({ db, site: loadSite('xnews'), logger: createLogger('silent'), ingestToken: undefined, opsToken: OPS_TOKEN, assets: loadAssetManifest(), caching: { freshMs: 0 } }),
    );
    try {
      const cases = deskListCases(STORIES, anchor);
      const timings = await measureDeskList(db, server.baseUrl, cases, { samples: 3, warmup: 1, rounds: 1, seed: 1, opsToken: OPS_TOKEN });
      expect(timings.map((timing) => timing.query)).toEqual(cases.map((deskCase) => deskCase.name));
      for (const timing of timings) {
        expect(timing.rows, timing.query).toBeGreaterThan(0);
        expect(timing.http.p99, timing.query).toBeGreaterThan(0);
      }
      expect(deskListTable(timings)).toContain('| no filter');
    } finally {
      await server.close();
    }
  }, 60_000);
});
