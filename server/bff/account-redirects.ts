import { Router, type Request } from 'express';
import { ACCOUNT_COOKIES } from '../../shared/account-cookies';
import { configuredLang, PAGE_PATTERNS, profilePath, returnPathIn, safeReturnPath } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';

/** Holds a session cookie. Whether it is still live is the profile's to find out (personal-pages.ts clears a dead one). */
function signedIn(request: Request): boolean {
  return Boolean((request.cookies as Record<string, string | undefined> | undefined)?.[ACCOUNT_COOKIES.session]);
}

/** The query of a request's address as written, '' without one. */
const searchOf = (request: Request) => (request.originalUrl.includes('?') ? request.originalUrl.slice(request.originalUrl.indexOf('?')) : '');

/**
 * Spec §2, §6 on a full page load: a signed-in user asking for login or sign-up goes to the page
 * the address's return_path names, else the remembered one (both on this site only), else the
 * profile. The pages do the same on client navigations. The answers depend on the reader's
 * cookies, so no cache keeps them. (A signed-out reader on a personal page is sent here by
 * personal-pages.ts.)
 */
export function accountRedirects(config: SiteConfig): Router {
  const router = Router();
  const configured = (value: unknown) => configuredLang(value, config);

  router.get([PAGE_PATTERNS.login, PAGE_PATTERNS.signup], (request, response, next) => {
    const lang = configured(request.params.lang);
    if (!lang || !signedIn(request)) return next();
    const lastPath = (request.cookies as Record<string, string | undefined>)[ACCOUNT_COOKIES.lastPath];
    const back = returnPathIn(searchOf(request)) ?? safeReturnPath(lastPath, profilePath(lang));
    response.set('Cache-Control', 'private, no-store').redirect(302, back);
  });

  return router;
}
