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

export interface SavedPage {
  items: SavedStory[];
  /** More saved stories follow this page. */
  more: boolean;
}

export interface SavedIds {
  ids: string[];
}
