import { Router } from 'express';
import type { FeedService } from '../../services/feeds/feed-service';
import type { Site } from '../../site/load-site';
import type { FeedDependencies } from './feed-dependencies';
import { correctionsFeedRoute } from './corrections-feed-route';
import { monthSitemapRoute } from './month-sitemap-route';
import { newsSitemapRoute } from './news-sitemap-route';
import { openSearchRoute } from './opensearch-route';
import { pagesSitemapRoute } from './pages-sitemap-route';
import { robotsRoute } from './robots-route';
import { rssRoute } from './rss-route';
import { sitemapIndexRoute } from './sitemap-index-route';
import { MAX_URLS_PER_SITEMAP } from './sitemap-xml';

/** What search engines, feed readers and browsers fetch: robots.txt, the sitemaps, the RSS feeds and the OpenSearch description. */
export function feedRoutes(feeds: FeedService, site: Site, options: { urlsPerSitemap?: number } = {}): Router {
  const deps: FeedDependencies = {
    feeds,
    site,
    urlsPerSitemap: options.urlsPerSitemap ?? MAX_URLS_PER_SITEMAP,
    startedAt: Math.floor(Date.now() / 1000),
  };
  const router = Router();
  router.use(robotsRoute(site.config), sitemapIndexRoute(deps), pagesSitemapRoute(deps), monthSitemapRoute(deps), newsSitemapRoute(deps), correctionsFeedRoute(deps), rssRoute(deps), openSearchRoute(site));
  return router;
}
