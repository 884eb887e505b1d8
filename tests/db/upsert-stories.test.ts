import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { countStories } from '../../server/db/news/count-stories';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { storyDetails } from '../../server/db/news/story-details';
import { openTestDatabase } from '../support/test-database';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('upsertStories', () => {
  it('writes a batch all or nothing: a failing version rolls back the stories too', async () => {
    const before = await countStories(db);
    const good = newsItem();
    const bad = { ...newsItem(), lang: 'de' as never };
    await expect(upsertStories(db, [good, bad])).rejects.toThrow();
    expect(await countStories(db)).toBe(before);
    expect(await storyDetails(db, good.id, 'en')).toBeNull();
  });

  it('keeps ids beyond 2^53 exactly, and reports created, updated and unchanged', async () => {
    const id = '123456789012345678901234567890';
    const story = newsItem({ id });
    expect(await upsertStories(db, [story])).toMatchObject({ created: [id], updated: [], unchanged: 0 });
    expect(await upsertStories(db, [story, translated(story, 'tw', '央行按兵不動')])).toMatchObject({ created: [], updated: [id], unchanged: 1 });
    expect(await upsertStories(db, [story])).toEqual({ created: [], updated: [], unchanged: 1, changes: [] });
    expect((await storyDetails(db, id, 'tw'))?.id).toBe(id);
  });

  it('tells what each write changed, from what: where the story was listed before and is now', async () => {
    const story = newsItem({ type: 'world', subtype: 'Climate', trendingScore: 70 });
    const state = { type: 'world', subtype: 'Climate', postTime: story.postTime, trendingScore: 70 };
    expect((await upsertStories(db, [story])).changes).toEqual([{ id: story.id, before: null, after: { ...state, langs: ['en'] } }]);
    const moved = { ...story, type: 'sports', subtype: 'Football', trendingScore: 20 };
    expect((await upsertStories(db, [moved, translated(moved, 'fr', 'Le club gagne')])).changes).toEqual([
      { id: story.id, before: { ...state, langs: ['en'] }, after: { ...state, type: 'sports', subtype: 'Football', trendingScore: 20, langs: ['en', 'fr'] } },
    ]);
  });

  it('stores the rank as recency plus 30 minutes per trending point', async () => {
    const story = newsItem({ postTime: 1_750_000_000, trendingScore: 40 });
    await upsertStories(db, [story]);
    const rows = await db.query<{ rank: number }>('SELECT rank FROM stories WHERE id = $1', [story.id]);
    expect(rows[0]?.rank).toBe(1_750_000_000 + 40 * 1800);
  });
});
