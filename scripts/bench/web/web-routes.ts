/**
 * The pages bench:web measures, one row each. A new page type (the article page is next) is
 * one more row here: its first-load sizes are then measured and, if it is a list page, held to
 * the list page's JS budget.
 */
export interface WebRoute {
  name: string;
  path: string;
  /** What the server must answer; anything else stops the run, since the figures would be of an error page. */
  status: number;
  /** List pages carry the first-load JS target. */
  listPage: boolean;
}

export const WEB_ROUTES: readonly WebRoute[] = [
  { name: 'trending list', path: '/en/news/list/trending', status: 200, listPage: true },
  { name: 'category list', path: '/en/news/list/world', status: 200, listPage: true },
  { name: 'subtype list', path: '/en/news/list/world/Climate', status: 200, listPage: true },
  { name: '404 page', path: '/en/no-such-page', status: 404, listPage: false },
];

/** The page of the throughput and Lighthouse figures: the site's front list. */
export const MAIN_ROUTE: WebRoute = WEB_ROUTES[0] as WebRoute;

/** A desktop Chrome: the renderer picks the page size from the user agent (server/bff/page-size.ts). */
export const DESKTOP_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
