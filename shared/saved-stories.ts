import type { NewsItem } from './types';

/** The signed-in reader's saved stories (decision 019); the page's address is in shared/routes. */
export const SAVED_API = {
  /** GET: one page of them, newest saved first. */
  list: '/api/public/users/me/saved',
  /** GET: the ids of all of them, for the save buttons' state. */
  ids: '/api/public/users/me/saved/ids',
  /** PUT saves, DELETE removes. */
  story: (id: string) => `/api/public/users/me/saved/${id}`,
  /** The save button's form without JavaScript (urlencoded story, saved, back): 303 back. */
  form: '/api/public/users/me/saved/form',
} as const;

/** A page of the saved page, and the API's default. */
export const SAVED_PAGE_SIZE = 20;
export const SAVED_MAX_PAGE_SIZE = 100;
/** Far above what anyone reads back, low enough that the ids answer stays small. */
export const MAX_SAVED_STORIES = 5000;

/**
 * A signed-out reader who pressed a save button: the story to save once signed in, kept while
 * they sign in (readable: the page that comes back after sign-in saves it with the header).
 */
export const PENDING_SAVE_COOKIE = 'pending_save';
export const PENDING_SAVE_MAX_AGE_SECONDS = 60 * 60;

export interface SavedStory {
  /** ISO 8601. */
  savedAt: string;
  /** In the asked language when the story has it, else as the details API falls back; its lang says which. */
  story: NewsItem;
}

/**
 * A saved story the editors withdrew (decision 033), answered only when the list is asked for
 * them (`withdrawn=true`): in its place by saved time, with its id and dates and none of its text,
 * as its details answer 410. A restore makes it a SavedStory again.
 */
export interface SavedWithdrawnStory {
  storyId: string;
  /** ISO 8601. */
  savedAt: string;
  /** ISO 8601: when the editors withdrew it. */
  withdrawn: { at: string };
}

/** An entry of the saved list: a story, or (asked for) a withdrawn one. Test `'withdrawn' in entry`. */
export type SavedEntry = SavedStory | SavedWithdrawnStory;

export const isSavedWithdrawn = (entry: SavedEntry): entry is SavedWithdrawnStory => 'withdrawn' in entry;

/**
 * Clients written before withdrawn entries existed read `story` on every item, so the list leaves
 * them out unless asked with this parameter set to true.
 */
export const SAVED_WITHDRAWN_PARAM = 'withdrawn';

export interface SavedPage {
  items: SavedEntry[];
  /** More saved stories follow this page. */
  more: boolean;
}

export interface SavedIds {
  ids: string[];
}
