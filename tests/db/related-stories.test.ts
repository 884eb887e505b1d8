import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { listStories } from '../../server/db/news/list-stories';
import { relatedStories } from '../../server/db/news/related-stories';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { relatedWindow } from '../../shared/news-api';
import { RELATED_COUNT, RELATED_WINDOW_MS } from '../../shared/constants';
import { daysAgo, newsItem, translated } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

describe('a story’s related list', () => {
  // One subtype over 400 days in two categories, some also in French, with scores that cross the
  // recency order; another subtype and a story with a negative score, which no list shows.
  const stories = Array.from({ length: 40 }, (_, n) =>
    newsItem({ type: n % 3 === 0 ? 'world' : 'science', subtype: 'Space', postTime: daysAgo(n * 10), trendingScore: (n * 37) % 100 }),
  );
  const elsewhere = newsItem({ type: 'science', subtype: 'Health', postTime: daysAgo(5), trendingScore: 99 });
  const unscored = newsItem({ type: 'science', subtype: 'Space', postTime: daysAgo(6), trendingScore: -1 });

  beforeAll(async () => {
    const french = stories.filter((_, n) => n % 4 === 0).map((item) => translated(item, 'fr', `Une histoire traduite, numéro ${item.id}`));
    await upsertStories(db, [...stories, ...french, elsewhere, unscored]);
  });

  it('is the list of its subtype’s window in its language, best first, without the story itself, as many as a list would give', async () => {
    for (const story of [stories[0], stories[7], stories[20], stories[39]]) {
      for (const lang of ['en', 'fr'] as const) {
        if (!story) throw new Error('no story');
        const window = relatedWindow(story.postTime, RELATED_WINDOW_MS);
        const related = await relatedStories(db, { lang, subtype: 'Space', ...window, excludeId: story.id, limit: RELATED_COUNT });
        // What the pages read before: the cross-category list of the window, one more than shown, the story taken out after.
        const listed = await listStories(db, { lang, types: null, subtype: 'Space', minTrendingScore: 0, ...window, limit: RELATED_COUNT + 1, offset: 0, cards: true });
        const expected = listed.filter((item) => item.id !== story.id).slice(0, RELATED_COUNT);
        expect(related, `${story.id} in ${lang}`).toEqual(expected);
        expect(related.length, `${story.id} in ${lang}`).toBeGreaterThan(0);
        expect(related.every((item) => item.lang === lang && item.subtype === 'Space' && item.id !== story.id && item.news === '')).toBe(true);
      }
    }
  });

  it('stops at its limit, and leaves out other subtypes and stories below every list’s score', async () => {
    const story = stories[1];
    if (!story) throw new Error('no story');
    const related = await relatedStories(db, { lang: 'en', subtype: 'Space', ...relatedWindow(story.postTime, RELATED_WINDOW_MS), excludeId: story.id, limit: 3 });
    expect(related).toHaveLength(3);
    const all = await relatedStories(db, { lang: 'en', subtype: 'Space', startTime: 0, endTime: daysAgo(-1), excludeId: story.id, limit: 100 });
    expect(all.map((item) => item.id)).not.toContain(elsewhere.id);
    expect(all.map((item) => item.id)).not.toContain(unscored.id);
    expect(all).toHaveLength(stories.length - 1);
    expect(await db.query('SELECT id FROM stories WHERE id = $1', [unscored.id])).toHaveLength(1);
  });
});
