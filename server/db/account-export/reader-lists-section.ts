import type { ExportSection } from './export-section';
import { isoOrNull } from './export-section';

/** The stories the reader saved (with each story's English title or its first version's, for recognition) and the topics they follow. */
export const readerListsSection: ExportSection = {
  name: 'readerLists',
  async read(db, userId) {
    const saved = await db.query<{ story_id: string; title: string | null; saved_at: Date }>(
      `SELECT s.story_id, (SELECT v.title FROM story_versions v WHERE v.story_id = s.story_id ORDER BY v.lang <> 'en', v.lang LIMIT 1) AS title, s.saved_at
         FROM saved_stories s WHERE s.user_id = $1 ORDER BY s.saved_at DESC, s.story_id DESC`,
      [userId],
    );
    const follows = await db.query<{ category: string; subcategory: string | null; followed_at: Date }>(
      'SELECT category, subcategory, followed_at FROM follows WHERE user_id = $1 ORDER BY followed_at, category, subcategory',
      [userId],
    );
    return {
      savedStories: saved.map((row) => ({ storyId: row.story_id, title: row.title, savedAt: isoOrNull(row.saved_at) })),
      follows: follows.map((row) => ({ category: row.category, subcategory: row.subcategory, followedAt: isoOrNull(row.followed_at) })),
    };
  },
};
