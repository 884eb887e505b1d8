import type { LangCode } from '../../../shared/languages';
import type { SavedEntry } from '../../../shared/saved-stories';
import type { Queryable } from '../database';
import { isPublic } from '../news/public-stories';
import { NEWS_ITEM_COLUMNS, newsItemFromRow, VERSION_PREFERENCE, type NewsItemRow } from '../news/story-columns';

/** Saves a story for a user (again: keeps the first time). Null when there is no such story. */
export async function insertSavedStory(db: Queryable, userId: string, storyId: string): Promise<string | null> {
  const rows = await db.query<{ saved_at: string }>(
    `WITH added AS (
       INSERT INTO saved_stories (user_id, story_id)
       SELECT $1, s.id FROM stories s WHERE s.id = $2
       ON CONFLICT (user_id, story_id) DO NOTHING
       RETURNING saved_at)
     SELECT to_json(saved_at)#>>'{}' AS saved_at FROM added
     UNION ALL
     SELECT to_json(saved_at)#>>'{}' FROM saved_stories WHERE user_id = $1 AND story_id = $2`,
    [userId, storyId],
  );
  return rows[0] ? new Date(rows[0].saved_at).toISOString() : null;
}

export async function deleteSavedStory(db: Queryable, userId: string, storyId: string): Promise<void> {
  await db.query('DELETE FROM saved_stories WHERE user_id = $1 AND story_id = $2', [userId, storyId]);
}

export async function countSavedStories(db: Queryable, userId: string): Promise<number> {
  const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM saved_stories WHERE user_id = $1', [userId]);
  return row?.count ?? 0;
}

export async function savedStoryIds(db: Queryable, userId: string): Promise<string[]> {
  const rows = await db.query<{ story_id: string }>('SELECT story_id FROM saved_stories WHERE user_id = $1 ORDER BY saved_at DESC, story_id DESC', [userId]);
  return rows.map((row) => row.story_id);
}

/**
 * One page of a user's saved stories, newest saved first, each in the wanted language, else in
 * English, else in its first language (as the details API falls back). A withdrawn story's text
 * is never read (decision 033): it is left out, or, with withdrawn, answered in its place by its
 * id and dates alone, the public story's columns all null beside it.
 */
export async function savedStoriesPage(
  db: Queryable,
  userId: string,
  lang: LangCode,
  limit: number,
  offset: number,
  withdrawn = false,
): Promise<SavedEntry[]> {
  const rows = await db.query<NewsItemRow & { saved_story_id: string; saved_at: string; withdrawn_at: string | null }>(
    `SELECT page.story_id AS saved_story_id, to_json(page.saved_at)#>>'{}' AS saved_at, to_json(s.withdrawn_at)#>>'{}' AS withdrawn_at, item.*
       FROM (SELECT story_id, saved_at FROM saved_stories WHERE user_id = $1
              ORDER BY saved_at DESC, story_id DESC LIMIT $3 OFFSET $4) page
       JOIN stories s ON s.id = page.story_id AND (${isPublic('s')} OR $5::boolean)
       LEFT JOIN LATERAL (
         SELECT ${NEWS_ITEM_COLUMNS}
           FROM (SELECT * FROM story_versions v WHERE v.story_id = s.id ORDER BY ${VERSION_PREFERENCE('$2')} LIMIT 1) v
          WHERE ${isPublic('s')}) item ON true
      ORDER BY page.saved_at DESC, page.story_id DESC`,
    [userId, lang, limit, offset, withdrawn],
  );
  return rows.map((row): SavedEntry => {
    const savedAt = new Date(row.saved_at).toISOString();
    if (row.withdrawn_at !== null) return { storyId: row.saved_story_id, savedAt, withdrawn: { at: new Date(row.withdrawn_at).toISOString() } };
    return { savedAt, story: newsItemFromRow(row) };
  });
}
