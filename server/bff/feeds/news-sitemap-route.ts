import { Router } from 'express';
import { stripFootnotes } from '../../../shared/footnotes';
import { NEWS_SITEMAP_PATH } from '../../../shared/routes';
import { listTags } from '../../services/news/news-tags';
import type { FeedDependencies } from './feed-dependencies';
import { PUBLICATION_LANGUAGE } from './feed-language';
import { NEWS_SITEMAP_CACHE_CONTROL, XML_TYPE, sendDocument } from './feed-response';
import { articleUrl } from './site-urls';
import { NEWS_NS, SITEMAP_NS, w3cDateTime } from './sitemap-xml';
import { element, xmlDocument } from './xml';

/** Google News takes articles of the last two days, at most 1,000 addresses in one sitemap. */
export const NEWS_WINDOW_SECONDS = 48 * 3600;
export const MAX_NEWS_URLS = 1000;

/**
 * GET /news-sitemap.xml: the Google News sitemap. Every language version of each story posted
 * in the last 48 hours, newest first, with the publication's name and language, the post time
 * and the title as the article page shows it.
 */
export function newsSitemapRoute(deps: FeedDependencies): Router {
  const router = Router();
  router.get(NEWS_SITEMAP_PATH, async (_request, response) => {
    const { config } = deps.site;
    const since = Math.floor(Date.now() / 1000) - NEWS_WINDOW_SECONDS;
    const stories = await deps.feeds.recentStories({ since, langs: config.languageCodes, limit: MAX_NEWS_URLS });
    const urls = stories.map((story) =>
      element(
        'url',
        {},
        element('loc', {}, articleUrl(config, story.lang, story.title, story.id)),
        element(
          'news:news',
          {},
          element('news:publication', {}, element('news:name', {}, config.news_publisher.name), element('news:language', {}, PUBLICATION_LANGUAGE[story.lang])),
          element('news:publication_date', {}, w3cDateTime(story.postTime)),
          element('news:title', {}, stripFootnotes(story.title)),
        ),
      ),
    );
    sendDocument(response, xmlDocument(element('urlset', { xmlns: SITEMAP_NS, 'xmlns:news': NEWS_NS }, ...urls)), {
      type: XML_TYPE,
      cacheControl: NEWS_SITEMAP_CACHE_CONTROL,
      tags: config.languageCodes.flatMap((lang) => listTags({ lang, types: null, subtype: null, minTrendingScore: 0 })),
    });
  });
  return router;
}
