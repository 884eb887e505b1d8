import { Router } from 'express';
import { accountFormsFolder, langRootPath, NEWS_SITEMAP_PATH, SITEMAP_INDEX_PATH } from '../../../shared/routes';
import { READING_PREFERENCE_NAMES } from '../../../shared/reading-preferences';
import type { SiteConfig } from '../../../shared/types';
import { ROBOTS_CACHE_CONTROL } from './feed-response';
import { siteUrl } from './site-urls';

/**
 * robots.txt: the whole site may be crawled except the API, the sign-in machinery and the
 * account pages (unprefixed, and under each language's /user/), which hold nothing to index,
 * and the language switch (/{lang}/language) and reading preference choices (/{lang}/theme/, /{lang}/text-size/,
 * decision 039), whose every link only redirects to a page crawled anyway.
 * It names the sitemap index and the Google News sitemap.
 */
export function robotsText(config: SiteConfig): string {
  const accountPaths = ['/api/', '/auth/', '/user/', '/oauth2/', '/profile', '/login', '/signup', '/restaurant/', ...config.languageCodes.map(accountFormsFolder), ...config.languageCodes.flatMap((lang) => [`${langRootPath(lang)}/language`, ...READING_PREFERENCE_NAMES.map((preference) => `${langRootPath(lang)}/${preference}/`)])];
  return [
    'User-agent: *',
    'Allow: /',
    ...accountPaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(config, SITEMAP_INDEX_PATH)}`,
    `Sitemap: ${siteUrl(config, NEWS_SITEMAP_PATH)}`,
    '',
  ].join('\n');
}

/** GET /robots.txt, made once: it depends on the configuration only. */
export function robotsRoute(config: SiteConfig): Router {
  const router = Router();
  const text = robotsText(config);
  router.get('/robots.txt', (_request, response) => {
    response.set({ 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': ROBOTS_CACHE_CONTROL }).send(text);
  });
  return router;
}
