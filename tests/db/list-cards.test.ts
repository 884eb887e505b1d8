import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { listStories, type ListFilter } from '../../server/db/news/list-stories';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('a list read as cards', () => {
  it('is the full list with body, citations and embed left empty, in the same order', async () => {
    const stories = Array.from({ length: 6 }, (_, n) =>
      newsItem({
        type: 'science', subtype: 'Space', trendingScore: 50 + n, news: `Body number ${n} with **markdown**.`, cita: `[1]: https://example.com/${n}`,
        video_embed_link: '<iframe src="https://www.youtube.com/embed/x"></iframe>', outlines: ['one', 'two', 'three', 'four', 'five', 'six'],
      }),
    );
    await upsertStories(db, [...stories, translated(stories[3] as (typeof stories)[0], 'fr', 'Une histoire traduite en français')]);
    const filter: ListFilter = { lang: 'en', types: ['science'], subtype: 'Space', minTrendingScore: 0, startTime: 0, endTime: null, limit: 4, offset: 1 };
    const full = await listStories(db, filter);
    const cards = await listStories(db, { ...filter, cards: true });
    expect(full).toHaveLength(4);
    expect(full.every((item) => item.news !== '' && item.cita !== '' && item.video_embed_link !== '')).toBe(true);
    expect(cards).toEqual(full.map((item) => ({ ...item, news: '', cita: '', video_embed_link: '' })));
    expect(cards.find((item) => item.id === stories[3]?.id)?.avail_langs).toEqual(['en', 'fr']);
  });
});

describe("a list's rolling window", () => {
  it('is counted from when the query runs, and an explicit start later than it wins', async () => {
    const now = Date.UTC(2026, 10, 20, 12, 0, 30);
    const at = (days: number) => Math.floor(now / 1000) - days * 86_400;
    const [recent, older, oldest] = [newsItem({ type: 'health', subtype: 'Window', postTime: at(6) }), newsItem({ type: 'health', subtype: 'Window', postTime: at(8) }), newsItem({ type: 'health', subtype: 'Window', postTime: at(40) })];
    await upsertStories(db, [recent, older, oldest]);
    const filter: ListFilter = { lang: 'en', types: ['health'], subtype: 'Window', minTrendingScore: 0, startTime: 0, daysBack: 7, endTime: null, limit: 10, offset: 0 };
    const ids = async (asked: ListFilter, when = now) => (await listStories(db, asked, when)).map((item) => item.id).sort();
    expect(await ids(filter)).toEqual([recent.id]);
    // The same filter run two days earlier: the window moves with the clock, not with the filter.
    expect(await ids(filter, now - 2 * 86_400_000)).toEqual([older.id, recent.id].sort());
    expect(await ids({ ...filter, daysBack: 60 })).toEqual([recent.id, older.id, oldest.id].sort());
    expect(await ids({ ...filter, daysBack: 60, startTime: at(7) })).toEqual([recent.id]);
  });
});
