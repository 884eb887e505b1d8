import { Router } from 'express';
import { PAGES_SITEMAP_PATH, SITEMAP_INDEX_PATH, monthSitemapPath } from '../../../shared/routes';
import { ANY_STORY } from '../../services/news/news-tags';
import type { FeedDependencies } from './feed-dependencies';
import { FEED_CACHE_CONTROL, XML_TYPE, sendDocument } from './feed-response';
import { langMonthKey, totalsBy } from './monthly-totals';
import { siteUrl } from './site-urls';
import { sitemapPartCount } from './sitemap-parts';
import { sitemapIndexDocument } from './sitemap-xml';

/**
 * GET /sitemap.xml: the sitemap index. It names the pages sitemap, then for each language
 * (in site order) each month with stories, oldest first, split into parts of at most
 * urlsPerSitemap addresses. Each entry's lastmod is the newest change among its stories.
 */
export function sitemapIndexRoute(deps: FeedDependencies): Router {
  const router = Router();
  router.get(SITEMAP_INDEX_PATH, async (_request, response) => {
    const { config } = deps.site;
    const counts = await deps.feeds.monthlyCounts(config.languageCodes);
    const months = totalsBy(counts, (count) => langMonthKey(count.lang, count.month));
    // The lists and archive pages change with the stories; with none, only a deploy changes the pages.
    const latestChange = counts.reduce((latest, count) => Math.max(latest, count.lastModified), 0);
    const sitemaps = [{ loc: siteUrl(config, PAGES_SITEMAP_PATH), lastModified: latestChange || deps.startedAt }];
    for (const lang of config.languageCodes) {
      const langMonths = [...new Set(counts.filter((count) => count.lang === lang).map((count) => count.month))].sort();
      for (const month of langMonths) {
        const total = months.get(langMonthKey(lang, month));
        if (!total) continue;
        for (let part = 1; part <= sitemapPartCount(total.stories, deps.urlsPerSitemap); part++) {
          sitemaps.push({ loc: siteUrl(config, monthSitemapPath(lang, month, part)), lastModified: total.lastModified });
        }
      }
    }
    // Which months have stories changes with any story written.
    sendDocument(response, sitemapIndexDocument(sitemaps), { type: XML_TYPE, cacheControl: FEED_CACHE_CONTROL, tags: [ANY_STORY] });
  });
  return router;
}
