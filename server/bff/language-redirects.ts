import { Router } from 'express';
import { LANG_COOKIE } from '../../shared/constants';
import { isLangCode } from '../../shared/languages';
import type { SiteConfig } from '../../shared/types';

/** Spec §2 routing: the root and the bare language prefixes lead to a trending list. */
export function languageRedirects(config: SiteConfig): Router {
  const router = Router();
  const trending = (lang: string) => `/${lang}/news/list/trending`;
  const query = (url: string) => (url.includes('?') ? url.slice(url.indexOf('?')) : '');

  router.get('/', (request, response) => {
    const wanted = request.cookies?.[LANG_COOKIE.name];
    const lang = isLangCode(wanted) && config.languageCodes.includes(wanted) ? wanted : config.languageCodes[0];
    // It depends on the reader's cookie, so shared caches must not keep it.
    response.set('Cache-Control', 'private, no-store').set('Vary', 'Cookie').redirect(302, trending(lang ?? 'en'));
  });
  for (const lang of config.languageCodes) {
    router.get([`/${lang}`, `/${lang}/`], (request, response) => response.redirect(301, trending(lang) + query(request.originalUrl)));
  }
  // Links without a prefix mean English (spec §2); one address per page keeps search engines from splitting it.
  router.get(['/news/{*rest}', '/about/{*rest}'], (request, response) => response.redirect(301, `/en${request.originalUrl}`));
  return router;
}
