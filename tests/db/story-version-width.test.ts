import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { storyDetails } from '../../server/db/news/story-details';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { newsItem } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';
import { isWithdrawn } from '../../shared/withdrawn-story';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

/** Random letters in words: text that compression cannot shrink back into the row. */
function body(seed: number, words: number): string {
  let state = seed + 1;
  const letter = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return String.fromCharCode(97 + (state % 26));
  };
  return Array.from({ length: words }, () => Array.from({ length: 6 }, letter).join('')).join(' ');
}

describe('the rows of story versions', () => {
  // ANALYZE holds its sample of rows whole, as wide as they are in the table (019_narrow_story_versions.sql):
  // a body and search document kept inline made each row ~1.5 KB, which the embedded database's memory keeps.
  it('stay narrow: bodies and search documents go out of line, and read back whole', async () => {
    const [before] = await db.query<{ bytes: number }>("SELECT pg_relation_size('story_versions')::int AS bytes");
    const stories = Array.from({ length: 200 }, (_, index) => newsItem({ news: body(index, 180), summary: body(index + 1000, 20) }));
    await upsertStories(db, stories);
    const [after] = await db.query<{ bytes: number }>("SELECT pg_relation_size('story_versions')::int AS bytes");
    // Inline, each of these rows took 2 KB of the table (4 to a page); out of line, about 500 bytes.
    expect(((after?.bytes ?? 0) - (before?.bytes ?? 0)) / stories.length).toBeLessThan(600);
    const story = stories[123];
    const item = await storyDetails(db, story?.id ?? '', 'en');
    expect(item && !isWithdrawn(item) ? item.news : null).toBe(story?.news);
  });

  // Detoasting the long texts was half of ANALYZE's time and memory (022_long_text_statistics.sql).
  it('are analysed without their long texts, and with their search documents', async () => {
    await db.exec('ANALYZE story_versions');
    const columns = await db.query<{ attname: string }>("SELECT attname FROM pg_stats WHERE tablename = 'story_versions' ORDER BY attname");
    const analysed = columns.map((column) => column.attname);
    expect(analysed).toEqual(expect.arrayContaining(['lang', 'search_doc', 'search_title', 'story_id', 'title']));
    expect(analysed.filter((name) => ['news', 'news_html', 'cita', 'summary', 'outlines'].includes(name))).toEqual([]);
  });
});
