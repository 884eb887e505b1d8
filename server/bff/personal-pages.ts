import { Router, type Request, type Response } from 'express';
import { ACCOUNT_COOKIES, LAST_PATH_MAX_AGE_SECONDS } from '../../shared/account-cookies';
import type { LangCode } from '../../shared/languages';
import {
  configuredLang, deskAuditPath, deskInboxPath, deskNewsletterPath, deskPath, deskPeoplePath, deskStoryPath, forYouPath, loginPathReturningTo, PAGE_PATTERNS, profilePath, savedPath,
} from '../../shared/routes';
import type { SignedInReader } from '../../shared/signed-in-reader';
import type { SiteConfig } from '../../shared/types';
import { accountCookieBase, clearSignedInCookies } from '../http/signed-in-cookies';
import type { SignedInReaders } from '../services/reader/signed-in-readers';

/** Each personal page's pattern and its one address, which a sign-in comes back to. */
const PERSONAL_PAGES: readonly [pattern: string, pathOf: (lang: LangCode, params: Record<string, string>) => string][] = [
  [PAGE_PATTERNS.saved, savedPath],
  [PAGE_PATTERNS.forYou, forYouPath],
  [PAGE_PATTERNS.profile, profilePath],
  [PAGE_PATTERNS.desk, deskPath],
  [PAGE_PATTERNS.deskStory, (lang, params) => deskStoryPath(lang, params.id ?? '')],
  [PAGE_PATTERNS.deskAudit, deskAuditPath],
  [PAGE_PATTERNS.deskPeople, deskPeoplePath],
  [PAGE_PATTERNS.deskInbox, deskInboxPath],
  [PAGE_PATTERNS.deskNewsletter, deskNewsletterPath],
];

const cookiesOf = (request: Request) => (request.cookies as Record<string, string | undefined> | undefined) ?? {};

/** The reader the page is rendered for, set by personalPages before the renderer runs. */
export function signedInReaderOf(response: Response): SignedInReader | undefined {
  return (response.locals as { signedInReader?: SignedInReader }).signedInReader;
}

/**
 * Sends a signed-out visitor to the login page of the page's language, which brings them back
 * (return_path, and the last-customer-path cookie of spec §6 for the sign-in ways that read it).
 * A session that has ended loses its cookies on the way: the login page would otherwise take the
 * reader for signed in and send them straight back here.
 */
function signInFirst(request: Request, response: Response, lang: LangCode, path: string): void {
  const cookies = cookiesOf(request);
  if (cookies[ACCOUNT_COOKIES.session] !== undefined || cookies[ACCOUNT_COOKIES.authenticated] !== undefined || cookies[ACCOUNT_COOKIES.user] !== undefined) {
    clearSignedInCookies(request, response);
  }
  response.cookie(ACCOUNT_COOKIES.lastPath, path, { ...accountCookieBase(request), maxAge: LAST_PATH_MAX_AGE_SECONDS * 1000 });
  response.set('Cache-Control', 'private, no-store').redirect(302, loginPathReturningTo(lang, path));
}

/**
 * The personal pages (decision 019: saved stories, For you, the profile; decision 033: the desk) decide on the server, on
 * a full load, with or without JavaScript: a visitor without a live session is sent to sign in;
 * a signed-in reader's page goes on to the renderer with the reader (signedInReaderOf), whose data
 * it is rendered with, and which never keeps it (render-page.tsx). Case-sensitive like the page
 * routes, so an address the router would not draw is left to the not-found page.
 *
 * readers is undefined on a web instance whose API runs elsewhere (API_UPSTREAM): it has no
 * database, and no client of the upstream's GET /user/me, so it knows only whether a session
 * cookie is there. Without one the visitor is sent to sign in; with one it serves, as before,
 * the page every reader gets, whose data the browser loads, and which sends a reader whose
 * session has ended to sign in after hydration.
 */
export function personalPages(config: SiteConfig, readers: SignedInReaders | undefined): Router {
  const router = Router({ caseSensitive: true });
  for (const [pattern, pathOf] of PERSONAL_PAGES) {
    router.get(pattern, async (request, response, next) => {
      const lang = configuredLang(request.params.lang, config);
      if (!lang) return next();
      const token = cookiesOf(request)[ACCOUNT_COOKIES.session];
      if (token !== undefined && token !== '') {
        if (readers === undefined) return next();
        const reader = await readers(token);
        if (reader) {
          (response.locals as { signedInReader?: SignedInReader }).signedInReader = reader;
          return next();
        }
      }
      signInFirst(request, response, lang, pathOf(lang, request.params as Record<string, string>));
    });
  }
  return router;
}
