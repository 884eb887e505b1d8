import type { LangCode } from '../../../shared/languages';
import { isSavedWithdrawn, MAX_SAVED_STORIES, type SavedPage } from '../../../shared/saved-stories';
import { countSavedStories, deleteSavedStory, insertSavedStory, savedStoriesPage, savedStoryIds } from '../../db/accounts/saved-stories';
import type { Database } from '../../db/database';
import { withoutFootnotes } from '../news/without-footnotes';

export type SaveOutcome = { ok: true; savedAt: string } | { ok: false; reason: 'unknown-story' | 'full' };

/** A signed-in reader's saved stories (decision 019): theirs alone, read and changed by their id only. */
export interface SavedStoriesService {
  ids(userId: string): Promise<string[]>;
  /** Page counted from 1; withdrawn: answer withdrawn stories in their place, without their text (decision 033). */
  page(userId: string, lang: LangCode, page: number, size: number, withdrawn?: boolean): Promise<SavedPage>;
  save(userId: string, storyId: string): Promise<SaveOutcome>;
  /** Removing one that is not saved is no error. */
  remove(userId: string, storyId: string): Promise<void>;
}

export function savedStoriesService(db: Database): SavedStoriesService {
  return {
    ids: (userId) => savedStoryIds(db, userId),
    async page(userId, lang, page, size, withdrawn = false) {
      // One more than the page tells whether another follows.
      const rows = await savedStoriesPage(db, userId, lang, size + 1, (page - 1) * size, withdrawn);
      return { items: rows.slice(0, size).map((row) => (isSavedWithdrawn(row) ? row : { ...row, story: withoutFootnotes(row.story) })), more: rows.length > size };
    },
    async save(userId, storyId) {
      if ((await countSavedStories(db, userId)) >= MAX_SAVED_STORIES) {
        // Saving one already saved still answers as saved.
        const again = (await savedStoryIds(db, userId)).includes(storyId);
        if (!again) return { ok: false, reason: 'full' };
      }
      const savedAt = await insertSavedStory(db, userId, storyId);
      return savedAt ? { ok: true, savedAt } : { ok: false, reason: 'unknown-story' };
    },
    remove: (userId, storyId) => deleteSavedStory(db, userId, storyId),
  };
}
