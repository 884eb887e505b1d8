import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../shared/languages';
import type { Database } from '../../server/db/database';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { pgliteDatabase } from '../../server/db/pglite-database';
import { PGLITE_EXTENSIONS } from '../../server/db/pglite-extensions';
import { lockedStoryStates } from '../../server/db/news/story-states';
import { upsertStories } from '../../server/db/news/upsert-stories';
import { newsItem, translated } from '../../scripts/harness/news-fixtures';
import { openTestDatabase } from '../support/test-database';

let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

const langsOf = async (id: string) => (await db.query<{ langs: string[] }>('SELECT langs FROM stories WHERE id = $1', [id]))[0]?.langs;

describe("a story's languages column (021_story_langs.sql)", () => {
  it("lists the languages written, in one batch or several, in the site's order", async () => {
    const story = newsItem({ type: 'world', subtype: 'Europe' });
    await upsertStories(db, [translated(story, 'fr', 'Une histoire'), translated(story, 'tw', '一個故事')]);
    expect(await langsOf(story.id)).toEqual(['tw', 'fr']);
    await upsertStories(db, [translated(story, 'es', 'Una historia'), story, translated(story, 'cn', '一个故事')]);
    expect(await langsOf(story.id)).toEqual([...LANGUAGE_CODES]);
    // Rewriting a version, changed or not, leaves the languages as they are.
    await upsertStories(db, [{ ...story, title: 'A new title' }, translated(story, 'fr', 'Une histoire')]);
    expect(await langsOf(story.id)).toEqual([...LANGUAGE_CODES]);
  });

  it('keeps each story of a batch apart', async () => {
    const [one, two, three] = [newsItem(), newsItem(), newsItem()];
    await upsertStories(db, [one, translated(one, 'es', 'Uno'), two, translated(three, 'cn', '三')]);
    expect(await Promise.all([one, two, three].map((story) => langsOf(story.id)))).toEqual([['en', 'es'], ['en'], ['cn']]);
  });

  it('loses a language whose version is deleted, and follows a version moved to another language', async () => {
    const story = newsItem();
    await upsertStories(db, [story, translated(story, 'fr', 'Français'), translated(story, 'es', 'Español')]);
    await db.query("DELETE FROM story_versions WHERE story_id = $1 AND lang = 'fr'", [story.id]);
    expect(await langsOf(story.id)).toEqual(['en', 'es']);
    await db.query("UPDATE story_versions SET lang = 'tw' WHERE story_id = $1 AND lang = 'es'", [story.id]);
    expect(await langsOf(story.id)).toEqual(['en', 'tw']);
    expect((await lockedStoryStates(db, [story.id])).get(story.id)?.langs).toEqual(['en', 'tw']);
    await db.query('DELETE FROM stories WHERE id = $1', [story.id]);
    expect(await langsOf(story.id)).toBeUndefined();
  });

  it('is filled in for the stories stored before the migration', async () => {
    const pg = pgliteDatabase(await PGlite.create({ extensions: PGLITE_EXTENSIONS }));
    try {
      const migrations = loadMigrations();
      await migrate(pg, migrations.filter((migration) => migration.version < 21));
      const story = newsItem();
      await upsertStoriesBefore021(pg, story.id);
      await migrate(pg, migrations);
      expect((await pg.query<{ langs: string[] }>('SELECT langs FROM stories WHERE id = $1', [story.id]))[0]?.langs).toEqual(['en', 'cn', 'fr']);
    } finally {
      await pg.close();
    }
  });
});

/** The rows as the code before 021 wrote them: it knew no langs column. */
async function upsertStoriesBefore021(pg: Database, id: string): Promise<void> {
  await pg.query("INSERT INTO stories (id, type, subtype, post_time, trending_score) VALUES ($1, 'world', 'Asia', 1700000000, 10)", [id]);
  for (const lang of ['fr', 'en', 'cn']) {
    await pg.query("INSERT INTO story_versions (story_id, lang, title, news, summary) VALUES ($1, $2, 'T', 'N', 'S')", [id, lang]);
  }
}
