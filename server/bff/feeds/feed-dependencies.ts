import type { FeedService } from '../../services/feeds/feed-service';
import type { Site } from '../../site/load-site';

/** What the sitemap and feed routes read from. */
export interface FeedDependencies {
  feeds: FeedService;
  site: Site;
  /** Addresses per sitemap file: the protocol's 50,000, smaller in tests that split a month. */
  urlsPerSitemap: number;
  /**
   * Epoch seconds at which the routes were made: the lastmod of the pages sitemap on a site
   * that has no stories yet, whose pages then change only with a deploy.
   */
  startedAt: number;
}
