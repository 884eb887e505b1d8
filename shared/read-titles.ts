import type { StoryTitles } from './news-api';
import { itemExtra } from './item-extra';

/**
 * The titles of every version of a story, read with its details (storyDetails) in the same
 * statement, as an item extra (shared/item-extra.ts): the API's details answer and the shared
 * cache do not carry them, and only the page rendered in the process that read the story uses
 * them, for its hreflang addresses.
 */
const titles = itemExtra<StoryTitles>('xnews.titles');

export const withTitles = titles.attach;

/** The titles read with the item, when it was read with them. */
export const titlesReadWith = titles.read;
