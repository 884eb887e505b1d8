import { lazy } from 'react';
import { renderMatches, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { notFoundPath, PAGE_PATTERNS, pageLang, policyKindOf } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { queries } from '../data/queries';
import { articleHandle } from '../pages/article/article-handle';
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
import { PageLoading, type LoadingText } from './PageLoading';
import type { RouteHandle } from './route-handle';
import { Root } from './Root';
import { routeMatcher } from './route-matcher';
import { SiteNavigation } from '../components/SiteLink';
import { useSite } from './site-context';

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
const LoginPage = lazy(() => import('../pages/login/LoginPage'));
const SignupPage = lazy(() => import('../pages/signup/SignupPage'));
const ResetPage = lazy(() => import('../pages/reset/ResetPage'));
const ProfilePage = lazy(() => import('../pages/profile/ProfilePage'));
const AccountDeletedPage = lazy(() => import('../pages/account-deleted/AccountDeletedPage'));
const TestUsersPage = lazy(() => import('../pages/test-users/TestUsersPage'));
const NewsletterPage = lazy(() => import('../pages/newsletter/NewsletterPage'));
const NewsletterSentPage = lazy(() => import('../pages/newsletter/NewsletterSentPage'));
const NewsletterConfirmPage = lazy(() => import('../pages/newsletter/NewsletterConfirmPage'));
const NewsletterPreferencesPage = lazy(() => import('../pages/newsletter/NewsletterPreferencesPage'));
const NewsletterUnsubscribePage = lazy(() => import('../pages/newsletter/NewsletterUnsubscribePage'));
const SearchPage = lazy(() => import('../pages/search/SearchPage'));
const CorrectionsPage = lazy(() => import('../pages/corrections/CorrectionsPage'));
const SavedPage = lazy(() => import('../pages/saved/SavedPage'));
const ForYouPage = lazy(() => import('../pages/for-you/ForYouPage'));
const DeskPage = lazy(() => import('../pages/desk/DeskPage'));
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage').then(({ NotFoundPage }) => ({ default: NotFoundPage })));

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

/** Every page route. The handles tell the server renderer what to prefetch and preload. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    handle: rootHandle,
    children: [
      { path: PAGE_PATTERNS.forYou, element: <PageLoading text={loadingNews}><ForYouPage /></PageLoading>, handle: forYouHandle },
      { path: PAGE_PATTERNS.newsList, element: <PageLoading text={loadingNews}><NewsListPage /></PageLoading>, handle: newsListHandle },
      { path: PAGE_PATTERNS.brief, element: <PageLoading text={loadingStory}><BriefPage /></PageLoading>, handle: briefHandle },
      { path: PAGE_PATTERNS.article, element: <PageLoading text={loadingStory}><ArticlePage /></PageLoading>, handle: articleHandle },
      { path: PAGE_PATTERNS.archiveLanding, element: <PageLoading text={loadingArchive}><ArchiveLandingPage /></PageLoading>, handle: archiveLandingHandle },
      { path: PAGE_PATTERNS.archiveCategory, element: <PageLoading text={loadingArchive}><ArchiveCategoryPage /></PageLoading>, handle: archiveCategoryHandle },
      { path: PAGE_PATTERNS.archiveMonth, element: <PageLoading text={loadingArchive}><ArchiveMonthPage /></PageLoading>, handle: archiveMonthHandle },
      { path: PAGE_PATTERNS.about, element: <PageLoading text={(t) => t.common.loadingAbout}><AboutPage /></PageLoading>, handle: aboutHandle },
      { path: PAGE_PATTERNS.contact, element: <PageLoading text={loadingContent}><ContactPage /></PageLoading>, handle: contactHandle },
      { path: PAGE_PATTERNS.policy, element: <PageLoading text={loadingPolicy}><PolicyPage /></PageLoading>, handle: policyHandle },
      { path: PAGE_PATTERNS.login, element: <PageLoading text={loadingContent}><LoginPage /></PageLoading>, handle: loginHandle },
      { path: PAGE_PATTERNS.signup, element: <PageLoading text={loadingContent}><SignupPage /></PageLoading>, handle: signupHandle },
      { path: PAGE_PATTERNS.reset, element: <PageLoading text={loadingContent}><ResetPage /></PageLoading>, handle: resetHandle },
      { path: PAGE_PATTERNS.profile, element: <PageLoading text={loadingContent}><ProfilePage /></PageLoading>, handle: profileHandle },
      { path: PAGE_PATTERNS.accountDeleted, element: <PageLoading text={loadingContent}><AccountDeletedPage /></PageLoading>, handle: accountDeletedHandle },
      { path: PAGE_PATTERNS.newsletter, element: <PageLoading text={loadingContent}><NewsletterPage /></PageLoading>, handle: newsletterSubscribeHandle },
      { path: PAGE_PATTERNS.newsletterSent, element: <PageLoading text={loadingContent}><NewsletterSentPage /></PageLoading>, handle: newsletterSentHandle },
      { path: PAGE_PATTERNS.newsletterConfirm, element: <PageLoading text={loadingContent}><NewsletterConfirmPage /></PageLoading>, handle: newsletterConfirmHandle },
      { path: PAGE_PATTERNS.newsletterPreferences, element: <PageLoading text={loadingContent}><NewsletterPreferencesPage /></PageLoading>, handle: newsletterPreferencesHandle },
      { path: PAGE_PATTERNS.newsletterUnsubscribe, element: <PageLoading text={loadingContent}><NewsletterUnsubscribePage /></PageLoading>, handle: newsletterUnsubscribeHandle },
      { path: PAGE_PATTERNS.saved, element: <PageLoading text={loadingContent}><SavedPage /></PageLoading>, handle: savedHandle },
      { path: PAGE_PATTERNS.search, element: <PageLoading text={loadingContent}><SearchPage /></PageLoading>, handle: searchHandle },
      { path: PAGE_PATTERNS.corrections, element: <PageLoading text={loadingContent}><CorrectionsPage /></PageLoading>, handle: correctionsHandle },
      { path: PAGE_PATTERNS.desk, element: <PageLoading text={loadingContent}><DeskPage screen="stories" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.deskStory, element: <PageLoading text={loadingContent}><DeskPage screen="story" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.deskAudit, element: <PageLoading text={loadingContent}><DeskPage screen="audit" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.deskPeople, element: <PageLoading text={loadingContent}><DeskPage screen="people" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.deskInbox, element: <PageLoading text={loadingContent}><DeskPage screen="inbox" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.deskNewsletter, element: <PageLoading text={loadingContent}><DeskPage screen="newsletter" /></PageLoading>, handle: deskHandle },
      { path: PAGE_PATTERNS.testUsers, element: <PageLoading text={loadingContent}><TestUsersPage /></PageLoading>, handle: testPageHandle },
      { path: '*', element: <PageLoading text={loadingContent}><NotFoundPage /></PageLoading>, handle: notFoundHandle },
    ],
  },
];

/** The routes' matches for an address: matchRoutes's, from the few routes that could match (route-matcher.ts). */
const matchPage = routeMatcher(routes);

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
  const { drawn, matches } = drawnPage(pathname, useSite().bootstrap.config);
  // The matches drawnPage found are rendered as they are: useRoutes would match the table again.
  // The server draws the same stand-in (render-document.tsx), so hydration matches.
  return <SiteNavigation>{drawn === pathname ? renderMatches(matches) : <StandIn drawn={drawn} />}</SiteNavigation>;
}
