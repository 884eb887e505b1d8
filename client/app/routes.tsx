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
const ArticlePage = lazy(() => import('../pages/article/ArticlePage'));
const BriefPage = lazy(() => import('../pages/brief/BriefPage'));
const ArchiveLandingPage = lazy(() => import('../pages/archive/ArchiveLandingPage'));
const ArchiveCategoryPage = lazy(() => import('../pages/archive/ArchiveCategoryPage'));
const ArchiveMonthPage = lazy(() => import('../pages/archive/ArchiveMonthPage'));
const AboutPage = lazy(() => import('../pages/about/AboutPage'));
const ContactPage = lazy(() => import('../pages/contact/ContactPage'));
const PolicyPage = lazy(() => import('../pages/policy/PolicyPage'));

const rootHandle: RouteHandle = {
  async prefetch({ queryClient, api, url, config }) {
    await queryClient.prefetchQuery(queries.messages(api, pageLang(url.pathname, config)));
    return undefined;
  },
};

/** A page whose data is the translations the root already prefetches. */
const pageModule = (module: string): RouteHandle => ({ module });

/** Every page route. The handles tell the server renderer what to prefetch and preload. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    handle: rootHandle,
    children: [
      { path: ':lang/news/list/:type?/:subtype?', element: <NewsListPage />, handle: newsListHandle },
      { path: ':lang/news/analysis/brief/:slugAndId', element: <BriefPage />, handle: pageModule('client/pages/brief/BriefPage.tsx') },
      { path: ':lang/news/analysis/:slugAndId', element: <ArticlePage />, handle: pageModule('client/pages/article/ArticlePage.tsx') },
      { path: ':lang/news/archive', element: <ArchiveLandingPage />, handle: pageModule('client/pages/archive/ArchiveLandingPage.tsx') },
      { path: ':lang/news/archive/category/:category', element: <ArchiveCategoryPage />, handle: pageModule('client/pages/archive/ArchiveCategoryPage.tsx') },
      { path: ':lang/news/archive/category/:category/:yyyymm', element: <ArchiveMonthPage />, handle: pageModule('client/pages/archive/ArchiveMonthPage.tsx') },
      { path: ':lang/about/AboutUS', element: <AboutPage />, handle: pageModule('client/pages/about/AboutPage.tsx') },
      { path: ':lang/about/contact', element: <ContactPage />, handle: pageModule('client/pages/contact/ContactPage.tsx') },
      { path: ':lang/about/:policy', element: <PolicyPage />, handle: pageModule('client/pages/policy/PolicyPage.tsx') },
      { path: '*', element: <NotFoundPage />, handle: notFoundHandle },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
