import { Router, type Request, type Response } from 'express';
import { defaultMinTrendingScore, MIN_TRENDING_SCORE } from '../../../shared/constants';
import { displayName } from '../../../shared/display-name';
import { categoryFeedPath, languageFeedPath, archiveStoryPath, listPath } from '../../../shared/routes';
import { languageFeedTitle } from '../../../shared/feed-title';
import { stripFootnotes } from '../../../shared/footnotes';
import { isLangCode, type LangCode } from '../../../shared/languages';
import { isNewsType } from '../../../shared/taxonomy';
import { fill } from '../../../shared/fill-text';
import { notFound } from '../../errors/http-error';
import { listTags } from '../../services/news/news-tags';
import type { FeedFilter, FeedStory } from '../../services/feeds/feed-service';
import type { FeedDependencies } from './feed-dependencies';
import { feedExcerpt } from './feed-excerpt';
import { PUBLICATION_LANGUAGE } from './feed-language';
import { FEED_CACHE_CONTROL, RSS_TYPE, sendDocument } from './feed-response';
import { rssDocument, type RssChannel, type RssItem } from './rss-document';
import { articleUrl, imageType, siteUrl, storyImageUrls } from './site-urls';

/** Items per feed: a day or two of a busy category, which is what feed readers poll for. */
export const FEED_ITEMS = 50;

const XML_FILE = /^([a-z]+)\.xml$/;

/**
 * GET /rss/{lang}.xml, every category's newest stories in one language, and
 * GET /rss/{lang}/{category}.xml, the newest stories of one news list: trending (every
 * category above the trending score, as the list) or one category. Newest first, which is
 * what feed readers expect, rather than the lists' ranking. Unknown languages or lists are 404s.
 */
export function rssRoute(deps: FeedDependencies): Router {
  const router = Router();
  const { config, translations } = deps.site;

  const configuredLang = (value: string | undefined, request: Request): LangCode => {
    if (isLangCode(value) && config.languageCodes.includes(value)) return value;
    throw notFound(`No feed at ${request.path.slice(0, 100)}: feeds are /rss/{lang}.xml and /rss/{lang}/{category}.xml for the site's languages.`);
  };

  const items = (lang: LangCode, stories: readonly FeedStory[]): RssItem[] => {
    const labels = translations[lang].navigations;
    return stories.map((story) => {
      const image = storyImageUrls(config, story)[0];
      return {
        title: stripFootnotes(story.title),
        link: articleUrl(config, lang, story.title, story.id),
        guid: siteUrl(config, archiveStoryPath(lang, story.id)),
        published: story.postTime,
        description: feedExcerpt(story),
        // A subtype may translate to its category's own name (World, International: 国际); once is enough.
        categories: [...new Set([displayName(story.type, labels), displayName(story.subtype, labels)])],
        creator: story.news_author?.name?.trim() || config.news_author.name,
        image: image ? { url: image, type: imageType(image) } : undefined,
      };
    });
  };

  /** filter is the list the feed shows, whose tags file it at the edge. */
  const send = (response: Response, channel: Omit<RssChannel, 'lastBuild'>, stories: readonly FeedStory[], filter: Omit<FeedFilter, 'limit'>) => {
    const lastBuild = stories.reduce((latest, story) => Math.max(latest, story.lastModified), 0) || deps.startedAt;
    sendDocument(response, rssDocument({ ...channel, lastBuild }, items(filter.lang, stories)), {
      type: RSS_TYPE, cacheControl: FEED_CACHE_CONTROL, tags: listTags({ ...filter, subtype: null }),
    });
  };

  router.get('/rss/:file', async (request, response) => {
    const lang = configuredLang(XML_FILE.exec(String(request.params.file))?.[1], request);
    // Every category at the category lists' bar, so this feed holds what the category feeds hold.
    const filter = { lang, types: null, minTrendingScore: MIN_TRENDING_SCORE.other };
    const stories = await deps.feeds.feedStories({ ...filter, limit: FEED_ITEMS });
    const channel = {
      title: languageFeedTitle(config.siteName, lang),
      link: siteUrl(config, listPath(lang, 'trending')),
      description: translations[lang].navigations.about.description,
      language: PUBLICATION_LANGUAGE[lang],
      self: siteUrl(config, languageFeedPath(lang)),
    };
    send(response, channel, stories, filter);
  });

  router.get('/rss/:lang/:file', async (request, response) => {
    const lang = configuredLang(String(request.params.lang), request);
    const type = XML_FILE.exec(String(request.params.file))?.[1];
    if (!isNewsType(type)) throw notFound(`No feed at ${request.path.slice(0, 100)}: the lists are trending and the news categories.`);
    const filter = { lang, types: type === 'trending' ? null : [type], minTrendingScore: defaultMinTrendingScore(type) };
    const stories = await deps.feeds.feedStories({ ...filter, limit: FEED_ITEMS });
    const { navigations } = translations[lang];
    const { home } = navigations;
    const label = displayName(type, navigations);
    const channel = {
      title: fill(home.title, { type: label, siteName: config.siteName }),
      link: siteUrl(config, listPath(lang, type)),
      description: fill(home.description, { type: label }),
      language: PUBLICATION_LANGUAGE[lang],
      self: siteUrl(config, categoryFeedPath(lang, type)),
    };
    send(response, channel, stories, filter);
  });
  return router;
}
