import { Router, type Request } from 'express';
import { ACCOUNT_COOKIES, LAST_PATH_MAX_AGE_SECONDS } from '../../shared/account-cookies';
import { configuredLang, loginPath, PAGE_PATTERNS, profilePath, safeReturnPath } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';

/** Holds a session cookie. Whether it is still live is the profile's to find out (GET /user/me clears a dead one). */
function signedIn(request: Request): boolean {
  return Boolean((request.cookies as Record<string, string | undefined> | undefined)?.[ACCOUNT_COOKIES.session]);
}

/**
 * Spec §2, §6 on a full page load: a signed-in user asking for login or sign-up goes to the
 * remembered page (same origin only) or the profile; an anonymous one asking for the profile goes
 * to login, which will bring them back. The pages do the same on client navigations. The answers
 * depend on the reader's cookies, so no cache keeps them.
 */
export function accountRedirects(config: SiteConfig): Router {
  const router = Router();
  const configured = (value: unknown) => configuredLang(value, config);

  router.get([PAGE_PATTERNS.login, PAGE_PATTERNS.signup], (request, response, next) => {
    const lang = configured(request.params.lang);
    if (!lang || !signedIn(request)) return next();
    const lastPath = (request.cookies as Record<string, string | undefined>)[ACCOUNT_COOKIES.lastPath];
    response.set('Cache-Control', 'private, no-store').redirect(302, safeReturnPath(lastPath, profilePath(lang)));
  });

  router.get(PAGE_PATTERNS.profile, (request, response, next) => {
    const lang = configured(request.params.lang);
    if (!lang || signedIn(request)) return next();
    response.cookie(ACCOUNT_COOKIES.lastPath, profilePath(lang), { path: '/', sameSite: 'lax', secure: request.secure, maxAge: LAST_PATH_MAX_AGE_SECONDS * 1000 });
    response.set('Cache-Control', 'private, no-store').redirect(302, loginPath(lang));
  });

  return router;
}
