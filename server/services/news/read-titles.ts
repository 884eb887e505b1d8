import type { StoryTitles } from '../../../shared/news-api';
import type { NewsItem } from '../../../shared/types';

/**
 * The titles of every version of a story, read with its details (storyDetails) in the same
 * statement. Like a rendered body (shared/rendered-body.ts) they ride under a symbol, which JSON
 * leaves out: the API's details answer and the shared cache do not carry them, and only the page
 * rendered in the process that read the story uses them, for its hreflang addresses.
 */
const TITLES = Symbol('xnews.titles');

type WithTitles = NewsItem & { [TITLES]?: StoryTitles };

export function withTitles<T extends NewsItem>(item: T, titles: StoryTitles | null): T {
  if (titles === null) return item;
  return Object.assign(item, { [TITLES]: titles });
}

/** The titles read with the item, when it was read with them. */
export function titlesReadWith(item: NewsItem): StoryTitles | undefined {
  return (item as WithTitles)[TITLES];
}
