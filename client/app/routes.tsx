import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { queries } from '../data/queries';
import { newsListHandle } from '../pages/news-list/news-list-handle';
import { NotFoundPage, notFoundHandle } from '../pages/not-found/NotFoundPage';
import type { RouteHandle } from './route-handle';
import { Root } from './Root';
import { pageLang } from './use-lang';

// Each page is its own chunk, so a list page never carries another page's code. On the server
// React waits for it; in the browser the server's HTML stays until it arrives, then hydrates.
const NewsListPage = lazy(() => import('../pages/news-list/NewsListPage'));

const rootHandle: RouteHandle = {
  async prefetch({ queryClient, api, url, config }) {
    await queryClient.prefetchQuery(queries.messages(api, pageLang(url.pathname, config)));
    return undefined;
  },
};

/** Every page route. The handles tell the server renderer what to prefetch and preload. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    handle: rootHandle,
    children: [
      { path: ':lang/news/list/:type?/:subtype?', element: <NewsListPage />, handle: newsListHandle },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
