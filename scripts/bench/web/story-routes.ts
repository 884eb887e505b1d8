import { archiveMonthPath, articlePath, briefPath } from '../../../shared/routes';
import type { NewsItem, YearMonth } from '../../../shared/types';
import type { WebRoute } from './web-routes';

export interface StoryRoutes {
  /** The story the rows are of: the front page's featured story, so a real, linked one. */
  story: Pick<NewsItem, 'id' | 'title' | 'type' | 'postTime'>;
  article: WebRoute;
  brief: WebRoute;
  archiveMonth: WebRoute;
}

/** The month of a post time, in UTC as the archive API counts months. */
function yearMonth(postTime: number): YearMonth {
  const date = new Date(postTime * 1000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

/**
 * The article, brief and archive-month rows of one demo story: the first of the trending list,
 * asked of the list API as a reader's browser would. The article is measured at its canonical
 * address, which the server answers 200 (any other address would be a 301).
 */
export async function storyRoutes(baseUrl: string): Promise<StoryRoutes> {
  const url = `${baseUrl}/api/public/xnews/list?lang=en&type=trending&page=1&size=9`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const [story] = (await response.json()) as NewsItem[];
  if (!story) throw new Error(`${url} returned no story: the demo set is empty`);
  return {
    story,
    article: { name: 'article page', path: articlePath('en', story.title, story.id), status: 200, jsBudget: true },
    brief: { name: 'brief page', path: briefPath('en', story.title, story.id), status: 200, jsBudget: true },
    archiveMonth: {
      name: 'archive month page',
      path: archiveMonthPath('en', story.type.toLowerCase(), yearMonth(story.postTime)),
      status: 200,
      jsBudget: false,
    },
  };
}
