import { Router, type Request } from 'express';
import { loginPath, profilePath, signupPath } from '../../shared/account-paths';
import { LANG_COOKIE } from '../../shared/constants';
import { isLangCode } from '../../shared/languages';
import type { SiteConfig } from '../../shared/types';
import { accountRedirects } from './account-redirects';
import { withoutForeignReturnPaths } from './return-path-query';

/**
 * The account pages the spec names without a language prefix (spec §1, §2), and where they live.
 * (/user/… without a prefix belongs to the API: GET /user/me.)
 */
const BARE_ACCOUNT_PAGES: [paths: string[], page: (lang: string) => string][] = [
  [['/login'], loginPath],
  [['/signup'], signupPath],
  // DESIGN.md: the leftover /restaurant/boss is the profile.
  [['/profile', '/restaurant/boss'], profilePath],
];

/**
 * Spec §2 routing: the root and the bare language prefixes lead to a trending list, addresses
 * without a prefix to their English page, and the account pages' bare addresses to the page in
 * the reader's language. Each keeps the query, less any return path that leads off this site.
 */
export function languageRedirects(config: SiteConfig): Router {
  const router = Router();
  const trending = (lang: string) => `/${lang}/news/list/trending`;
  const query = (url: string) => (url.includes('?') ? withoutForeignReturnPaths(url.slice(url.indexOf('?'))) : '');
  const configured = (value: unknown) => (isLangCode(value) && config.languageCodes.includes(value) ? value : null);
  const cookieLang = (request: Request) => configured(request.cookies?.[LANG_COOKIE.name]) ?? config.languageCodes[0] ?? 'en';

  router.get('/', (request, response) => {
    // It depends on the reader's cookie, so shared caches must not keep it.
    response.set('Cache-Control', 'private, no-store').set('Vary', 'Cookie').redirect(302, trending(cookieLang(request)));
  });
  for (const lang of config.languageCodes) {
    router.get([`/${lang}`, `/${lang}/`], (request, response) => response.redirect(301, trending(lang) + query(request.originalUrl)));
  }
  // Links without a prefix mean English (spec §2); one address per page keeps search engines from splitting it.
  router.get(['/news/{*rest}', '/about/{*rest}'], (request, response) => response.redirect(301, withoutForeignReturnPaths(`/en${request.originalUrl}`)));

  // '/login with optional lang' (spec §2): ?lang= names the language, else the cookie's; the rest of the query stays.
  for (const [paths, page] of BARE_ACCOUNT_PAGES) {
    router.get(paths, (request, response) => {
      const search = new URLSearchParams(query(request.originalUrl));
      const lang = configured(search.get('lang')) ?? cookieLang(request);
      search.delete('lang');
      const rest = search.toString();
      response.set('Cache-Control', 'private, no-store').set('Vary', 'Cookie').redirect(302, `${page(lang)}${rest === '' ? '' : `?${rest}`}`);
    });
  }
  // The spec's names under a prefix: one address per page.
  router.get(['/:lang/login', '/:lang/signup', '/:lang/restaurant/boss'], (request, response, next) => {
    const lang = configured(request.params.lang);
    if (!lang) return next();
    const page = request.path.endsWith('/login') ? loginPath : request.path.endsWith('/signup') ? signupPath : profilePath;
    response.redirect(301, page(lang) + query(request.originalUrl));
  });

  router.use(accountRedirects(config));
  return router;
}
