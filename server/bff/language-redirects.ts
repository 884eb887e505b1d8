import { Router, type Request } from 'express';
import { LANG_COOKIE } from '../../shared/constants';
import { DEFAULT_LANG } from '../../shared/languages';
import { BARE_ACCOUNT_ADDRESSES, configuredLang, langRootPath, PREFIXED_LEGACY_ACCOUNT_PATTERNS, swapLangInPath, trendingPath, UNPREFIXED_PAGE_FOLDERS } from '../../shared/routes';
import type { SiteConfig } from '../../shared/types';
import { accountRedirects } from './account-redirects';
import { withoutForeignReturnPaths } from './return-path-query';

/**
 * Spec §2 routing: the root and the bare language prefixes lead to a trending list, addresses
 * without a prefix to their English page, and the account pages' bare addresses to the page in
 * the reader's language. Each keeps the query, less any return path that leads off this site.
 */
export function languageRedirects(config: SiteConfig): Router {
  const router = Router();
  const query = (url: string) => (url.includes('?') ? withoutForeignReturnPaths(url.slice(url.indexOf('?'))) : '');
  const cookieLang = (request: Request) => configuredLang(request.cookies?.[LANG_COOKIE.name], config) ?? config.languageCodes[0] ?? DEFAULT_LANG;

  router.get('/', (request, response) => {
    // It depends on the reader's cookie, so shared caches must not keep it.
    response.set('Cache-Control', 'private, no-store').set('Vary', 'Cookie').redirect(302, trendingPath(cookieLang(request)));
  });
  for (const lang of config.languageCodes) {
    router.get([langRootPath(lang), `${langRootPath(lang)}/`], (request, response) => response.redirect(301, trendingPath(lang) + query(request.originalUrl)));
  }
  // Links without a prefix mean English (spec §2); one address per page keeps search engines from splitting it.
  router.get(UNPREFIXED_PAGE_FOLDERS.map((folder) => `${folder}{*rest}`), (request, response) => response.redirect(301, withoutForeignReturnPaths(swapLangInPath(request.originalUrl, DEFAULT_LANG))));

  // '/login with optional lang' (spec §2): ?lang= names the language, else the cookie's; the rest of the query stays.
  for (const [paths, page] of BARE_ACCOUNT_ADDRESSES) {
    router.get(paths, (request, response) => {
      const search = new URLSearchParams(query(request.originalUrl));
      const lang = configuredLang(search.get('lang'), config) ?? cookieLang(request);
      search.delete('lang');
      const rest = search.toString();
      response.set('Cache-Control', 'private, no-store').set('Vary', 'Cookie').redirect(302, `${page(lang)}${rest === '' ? '' : `?${rest}`}`);
    });
  }
  // The spec's names under a prefix: one address per page.
  for (const [pattern, page] of PREFIXED_LEGACY_ACCOUNT_PATTERNS) {
    router.get(pattern, (request, response, next) => {
      const lang = configuredLang(request.params.lang, config);
      if (!lang) return next();
      response.redirect(301, page(lang) + query(request.originalUrl));
    });
  }

  router.use(accountRedirects(config));
  return router;
}
