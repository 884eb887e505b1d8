import { Router } from 'express';
import { CORRECTIONS_MAX_SIZE } from '../../../shared/corrections';
import { fill } from '../../../shared/fill-text';
import { isLangCode } from '../../../shared/languages';
import { archiveStoryPath, correctionsFeedPath, correctionsPath } from '../../../shared/routes';
import { notFound } from '../../errors/http-error';
import { correctionsTags } from '../../services/news/news-tags';
import type { FeedDependencies } from './feed-dependencies';
import { PUBLICATION_LANGUAGE } from './feed-language';
import { FEED_CACHE_CONTROL, RSS_TYPE, sendDocument } from './feed-response';
import { rssDocument, type RssItem } from './rss-document';
import { siteUrl } from './site-urls';

/**
 * GET /rss/{lang}/corrections.xml (decision 033): the language's newest corrections and
 * clarifications, as the corrections page lists them. Each item is one correction: titled with
 * its kind and the story's title, linking to the article, its note as the description. Mounted
 * before the list feeds, whose /rss/{lang}/{category}.xml would otherwise answer 404.
 */
export function correctionsFeedRoute(deps: FeedDependencies): Router {
  const router = Router();
  const { config, translations } = deps.site;
  router.get('/rss/:lang/corrections.xml', async (request, response) => {
    const lang = String(request.params.lang);
    if (!isLangCode(lang) || !config.languageCodes.includes(lang)) throw notFound(`No feed at ${request.path.slice(0, 100)}: the site has no language '${lang.slice(0, 20)}'.`);
    const { items } = await deps.feeds.corrections({ lang, page: 1, size: CORRECTIONS_MAX_SIZE });
    const { news, corrections } = translations[lang].navigations;
    const entries: RssItem[] = items.map((entry) => {
      const published = Date.parse(entry.at) / 1000;
      return {
        // A middle dot rather than a colon, which French sets apart with a space and Chinese writes full-width.
        title: `${entry.kind === 'correction' ? news.correctionNote : news.clarificationNote} · ${entry.title}`,
        link: siteUrl(config, entry.path),
        // One item a correction, by the story's lasting address (its slug follows the title): a story corrected twice has two.
        guid: `${siteUrl(config, archiveStoryPath(lang, entry.storyId))}#correction-${Math.round(published * 1000)}`,
        published,
        description: entry.note,
        categories: [],
        creator: config.news_author.name,
      };
    });
    const lastBuild = entries.reduce((latest, entry) => Math.max(latest, entry.published), 0) || deps.startedAt;
    const channel = {
      title: fill(corrections.feed, { siteName: config.siteName }),
      link: siteUrl(config, correctionsPath(lang)),
      description: fill(corrections.description, { siteName: config.siteName }),
      language: PUBLICATION_LANGUAGE[lang],
      self: siteUrl(config, correctionsFeedPath(lang)),
      lastBuild,
    };
    sendDocument(response, rssDocument(channel, entries), { type: RSS_TYPE, cacheControl: FEED_CACHE_CONTROL, tags: correctionsTags(lang) });
  });
  return router;
}
