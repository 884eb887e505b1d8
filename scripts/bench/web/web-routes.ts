import { aboutPath, listPath, trendingPath } from '../../../shared/routes';

/**
 * The pages bench:web measures, one row each: the lists, the story's pages, an info page and the
 * not-found page. The rows of a
 * story's pages (article, brief, its archive month) are found at run time from the demo set;
 * see story-routes.ts.
 */
export interface WebRoute {
  name: string;
  path: string;
  /** What the server must answer; anything else stops the run, since the figures would be of an error page. */
  status: number;
  /** Held to the first-load JS target: list pages, the article and its brief. */
  jsBudget: boolean;
}

export const TRENDING_ROUTE: WebRoute = { name: 'trending list', path: trendingPath('en'), status: 200, jsBudget: true };

export const LIST_ROUTES: readonly WebRoute[] = [
  TRENDING_ROUTE,
  { name: 'category list', path: listPath('en', 'world'), status: 200, jsBudget: true },
  { name: 'subtype list', path: listPath('en', 'world', 'Climate'), status: 200, jsBudget: true },
];

/** The rows after the story's: an info page and the not-found page. */
export const OTHER_ROUTES: readonly WebRoute[] = [
  { name: 'about page', path: aboutPath('en'), status: 200, jsBudget: false },
  { name: '404 page', path: '/en/no-such-page', status: 404, jsBudget: false },
];

/** A desktop Chrome: the renderer picks the page size from the user agent (server/bff/page-size.ts). */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
