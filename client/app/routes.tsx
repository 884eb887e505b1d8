import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { renderMatches, useLocation, useRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router-dom';
import { notFoundPath, PAGE_PATTERNS, pageLang, policyKindOf } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { queries } from '../data/queries';
import { articleHandle } from '../pages/article/article-handle';
import { prefetchStory, type IntentContext } from '../pages/article/story-intent';
import { briefHandle } from '../pages/brief/brief-handle';
import { aboutHandle } from '../pages/about/about-handle';
import { archiveCategoryHandle, archiveLandingHandle, archiveMonthHandle } from '../pages/archive/archive-handles';
import { contactHandle } from '../pages/contact/contact-handle';
import { newsListHandle } from '../pages/news-list/news-list-handle';
import {
  newsletterConfirmHandle, newsletterPreferencesHandle, newsletterSentHandle, newsletterSubscribeHandle, newsletterUnsubscribeHandle,
} from '../pages/newsletter/newsletter-handles';
import { searchHandle } from '../pages/search/search-handle';
import { correctionsHandle } from '../pages/corrections/corrections-handle';
import { savedHandle } from '../pages/saved/saved-handle';
import { forYouHandle } from '../pages/for-you/for-you-handle';
import { policyHandle } from '../pages/policy/policy-handle';
import { loginHandle } from '../pages/login/login-handle';
import { profileHandle } from '../pages/profile/profile-handle';
import { accountDeletedHandle } from '../pages/account-deleted/account-deleted-handle';
import { resetHandle } from '../pages/reset/reset-handle';
import { signupHandle } from '../pages/signup/signup-handle';
import { testPageHandle } from '../pages/test-users/test-page-handle';
import { deskHandle } from '../pages/desk/desk-handle';
import { notFoundHandle } from '../pages/not-found/not-found-handle';
import { lazyPage, type LazyPage } from './lazy-page';
import { PageLoading, type LoadingText } from './PageLoading';
import type { RouteHandle } from './route-handle';
import { Root } from './Root';
import { routeMatcher } from './route-matcher';
import { SiteNavigation } from '../components/SiteLink';
import { useSite } from './site-context';

// Each page is its own chunk, so a list page never carries another page's code. On the server
// React waits for it; in the browser the server's HTML stays until it arrives, then hydrates.
const newsList = lazyPage(() => import('../pages/news-list/NewsListPage'));
const article = lazyPage(() => import('../pages/article/ArticlePage'));
const brief = lazyPage(() => import('../pages/brief/BriefPage'));
const archiveLanding = lazyPage(() => import('../pages/archive/ArchiveLandingPage'));
const archiveCategory = lazyPage(() => import('../pages/archive/ArchiveCategoryPage'));
const archiveMonth = lazyPage(() => import('../pages/archive/ArchiveMonthPage'));
const about = lazyPage(() => import('../pages/about/AboutPage'));
const contact = lazyPage(() => import('../pages/contact/ContactPage'));
const policy = lazyPage(() => import('../pages/policy/PolicyPage'));
const login = lazyPage(() => import('../pages/login/LoginPage'));
const signup = lazyPage(() => import('../pages/signup/SignupPage'));
const reset = lazyPage(() => import('../pages/reset/ResetPage'));
const profile = lazyPage(() => import('../pages/profile/ProfilePage'));
const accountDeleted = lazyPage(() => import('../pages/account-deleted/AccountDeletedPage'));
const testUsers = lazyPage(() => import('../pages/test-users/TestUsersPage'));
const newsletter = lazyPage(() => import('../pages/newsletter/NewsletterPage'));
const newsletterSent = lazyPage(() => import('../pages/newsletter/NewsletterSentPage'));
const newsletterConfirm = lazyPage(() => import('../pages/newsletter/NewsletterConfirmPage'));
const newsletterPreferences = lazyPage(() => import('../pages/newsletter/NewsletterPreferencesPage'));
const newsletterUnsubscribe = lazyPage(() => import('../pages/newsletter/NewsletterUnsubscribePage'));
const search = lazyPage(() => import('../pages/search/SearchPage'));
const corrections = lazyPage(() => import('../pages/corrections/CorrectionsPage'));
const saved = lazyPage(() => import('../pages/saved/SavedPage'));
const forYou = lazyPage(() => import('../pages/for-you/ForYouPage'));
const desk = lazyPage(() => import('../pages/desk/DeskPage'));
const notFound = lazyPage(() => import('../pages/not-found/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })));

// The server's alone, folded away in the browser's bundle (route-handle.ts).
const rootHandle: RouteHandle = {
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ queryClient, api, url, config }) => {
    await (await import('./render-prefetch')).prefetchForRender(queryClient, queries.messages(api, pageLang(url.pathname, config)));
    return undefined;
  },
};

const loadingNews: LoadingText = (t) => t.navigations.home.loadingInitial;
const loadingStory: LoadingText = (t) => t.navigations.news.loading;
const loadingArchive: LoadingText = (t) => t.archive.loading;
const loadingContent: LoadingText = (t) => t.common.loadingContent;
const loadingPolicy: LoadingText = (t, params) => (policyKindOf(params.policy) === 'terms' ? t.common.loadingTerms : t.common.loadingPrivacy);

/** What a page route fetches ahead of a navigation to it: its page's code, and the data it draws first. */
interface Preload {
  code: () => Promise<void>;
  data?: (params: Params, context: IntentContext) => void;
}

const preloads = new WeakMap<RouteObject, Preload>();

/** A page route: the page, drawn under its loading text (spec §8) until its code is here. */
function pageRoute<Props extends object>(path: string, page: LazyPage<Props>, text: LoadingText, handle: RouteHandle, props = {} as NoInfer<Props>, data?: Preload['data']): RouteObject {
  const { Page } = page;
  const route: RouteObject = { path, element: <PageLoading text={text}><Page {...props} /></PageLoading>, handle };
  preloads.set(route, { code: page.preload, ...(data ? { data } : {}) });
  return route;
}

/** Every page route. The handles tell the server renderer what to prefetch and preload. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    handle: rootHandle,
    children: [
      pageRoute(PAGE_PATTERNS.forYou, forYou, loadingNews, forYouHandle),
      pageRoute(PAGE_PATTERNS.newsList, newsList, loadingNews, newsListHandle),
      pageRoute(PAGE_PATTERNS.brief, brief, loadingStory, briefHandle, {}, prefetchStory),
      pageRoute(PAGE_PATTERNS.article, article, loadingStory, articleHandle, {}, prefetchStory),
      pageRoute(PAGE_PATTERNS.archiveLanding, archiveLanding, loadingArchive, archiveLandingHandle),
      pageRoute(PAGE_PATTERNS.archiveCategory, archiveCategory, loadingArchive, archiveCategoryHandle),
      pageRoute(PAGE_PATTERNS.archiveMonth, archiveMonth, loadingArchive, archiveMonthHandle),
      pageRoute(PAGE_PATTERNS.about, about, (t) => t.common.loadingAbout, aboutHandle),
      pageRoute(PAGE_PATTERNS.contact, contact, loadingContent, contactHandle),
      pageRoute(PAGE_PATTERNS.policy, policy, loadingPolicy, policyHandle),
      pageRoute(PAGE_PATTERNS.login, login, loadingContent, loginHandle),
      pageRoute(PAGE_PATTERNS.signup, signup, loadingContent, signupHandle),
      pageRoute(PAGE_PATTERNS.reset, reset, loadingContent, resetHandle),
      pageRoute(PAGE_PATTERNS.profile, profile, loadingContent, profileHandle),
      pageRoute(PAGE_PATTERNS.accountDeleted, accountDeleted, loadingContent, accountDeletedHandle),
      pageRoute(PAGE_PATTERNS.newsletter, newsletter, loadingContent, newsletterSubscribeHandle),
      pageRoute(PAGE_PATTERNS.newsletterSent, newsletterSent, loadingContent, newsletterSentHandle),
      pageRoute(PAGE_PATTERNS.newsletterConfirm, newsletterConfirm, loadingContent, newsletterConfirmHandle),
      pageRoute(PAGE_PATTERNS.newsletterPreferences, newsletterPreferences, loadingContent, newsletterPreferencesHandle),
      pageRoute(PAGE_PATTERNS.newsletterUnsubscribe, newsletterUnsubscribe, loadingContent, newsletterUnsubscribeHandle),
      pageRoute(PAGE_PATTERNS.saved, saved, loadingContent, savedHandle),
      pageRoute(PAGE_PATTERNS.search, search, loadingContent, searchHandle),
      pageRoute(PAGE_PATTERNS.corrections, corrections, loadingContent, correctionsHandle),
      pageRoute(PAGE_PATTERNS.desk, desk, loadingContent, deskHandle, { screen: 'stories' }),
      pageRoute(PAGE_PATTERNS.deskStory, desk, loadingContent, deskHandle, { screen: 'story' }),
      pageRoute(PAGE_PATTERNS.deskAudit, desk, loadingContent, deskHandle, { screen: 'audit' }),
      pageRoute(PAGE_PATTERNS.deskPeople, desk, loadingContent, deskHandle, { screen: 'people' }),
      pageRoute(PAGE_PATTERNS.deskInbox, desk, loadingContent, deskHandle, { screen: 'inbox' }),
      pageRoute(PAGE_PATTERNS.deskNewsletter, desk, loadingContent, deskHandle, { screen: 'newsletter' }),
      pageRoute(PAGE_PATTERNS.testUsers, testUsers, loadingContent, testPageHandle),
      pageRoute('*', notFound, loadingContent, notFoundHandle),
    ],
  },
];

/** The routes' matches for an address: matchRoutes's, from the few routes that could match (route-matcher.ts). */
const matchPage = routeMatcher(routes);

/** Fetches the code of the page an address of this site shows, and its first data, so that following a link there draws it at once. */
function preloadPage(pathname: string, context: IntentContext): void {
  const match = matchPage(pathname)?.at(-1);
  const preload = match && preloads.get(match.route);
  if (!match || !preload) return;
  void preload.code();
  preload.data?.(match.params, context);
}

/** What the routes draw for an address: the path they match (see drawnPage) and their matches for it. */
export interface DrawnPage {
  drawn: string;
  matches: RouteMatch[];
}

/**
 * The path the routes draw for an address: the address itself, or, when no page route under
 * Root matches it, a stand-in that the not-found route does, in the address's language. Two
 * kinds of address match nothing: a segment with a line terminator (react-router decodes each
 * segment and its patterns stop at one, so /%0A is missed even by '*'), and dot segments, which
 * the URL parser removes, so /en/.. is read as '/', where Root has no page under it.
 */
export function drawnPage(pathname: string, config: SiteConfig): DrawnPage {
  if (lastDrawn?.pathname === pathname && lastDrawn.config === config) return lastDrawn.page;
  const own = matchPage(pathname) ?? [];
  const fallback = notFoundPath(pageLang(pathname, config));
  const page = own.length > 1 ? { drawn: pathname, matches: own } : { drawn: fallback, matches: matchPage(fallback) ?? [] };
  lastDrawn = { pathname, config, page };
  return page;
}

/** The server asks twice a render (render-document.tsx for the matches, then AppRoutes): the second finds the first's answer. */
let lastDrawn: { pathname: string; config: SiteConfig; page: DrawnPage } | undefined;

/** A stand-in drawn for an address no route matches: its page and header see the stand-in's path. */
function StandIn({ drawn }: { drawn: string }) {
  return useRoutes(routes, drawn);
}

export function AppRoutes() {
  const { pathname } = useLocation();
  const { api, bootstrap } = useSite();
  const { config } = bootstrap;
  const queryClient = useQueryClient();
  const preload = useCallback((path: string) => preloadPage(path, { api, queryClient, config }), [api, queryClient, config]);
  const { drawn, matches } = drawnPage(pathname, config);
  // The matches drawnPage found are rendered as they are: useRoutes would match the table again.
  // The server draws the same stand-in (render-document.tsx), so hydration matches.
  return <SiteNavigation preload={preload}>{drawn === pathname ? renderMatches(matches) : <StandIn drawn={drawn} />}</SiteNavigation>;
}
