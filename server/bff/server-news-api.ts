import { DAYS_BACK, RELATED_COUNT, RELATED_WINDOW_MS } from '../../shared/constants';
import { relatedWindow, type NewsApi } from '../../shared/news-api';
import { categoriesFor, parseCategory, type Category } from '../services/news/categories';
import { archiveFilterOf, listFilterOf, parseMonth } from '../services/news/news-filters';
import type { CachedNewsService } from '../services/news/cached-news-service';
import type { NewsService } from '../services/news/news-service';
import { titlesReadWith } from '../../shared/read-titles';
import type { NewsletterService } from '../services/newsletter/newsletter-service';
import type { Site } from '../site/load-site';
import type { PageNewsApi } from './page-news-api';

/**
 * The renderer's NewsApi: the API's own service, with no HTTP between them, read within the
 * page's production. Its lists are cards (ListFilter.cards): pages show no listed story's body
 * (client/data/listed-story.ts).
 */
export function serverNewsApi(cached: CachedNewsService, newsletter: NewsletterService, site: Site): PageNewsApi {
  const plain = newsApiOver(cached, newsletter, site);
  return (reads) => (reads ? newsApiOver(cached.within(reads), newsletter, site) : plain);
}

function newsApiOver(news: NewsService, newsletter: NewsletterService, site: Site): NewsApi {
  return {
    list: (params) =>
      news.list({
        ...listFilterOf({ lang: params.lang, category: params.type as Category, subtype: params.subtype, page: params.page, size: params.size, daysBack: DAYS_BACK }),
        cards: true,
      }),
    details: (id, lang) => news.details(id, lang),
    // Read with the story's details when they came from this process's database or cache.
    titles: async (item) => titlesReadWith(item) ?? news.titles(item.id),
    related: (params) =>
      news.related({ lang: params.lang, subtype: params.subtype, ...relatedWindow(params.postTime, RELATED_WINDOW_MS), excludeId: params.excludeId, limit: RELATED_COUNT }),
    archive: (params) =>
      news.archive(
        archiveFilterOf({ lang: params.lang, category: parseCategory(params.category, 'category'), month: parseMonth(params.month), page: params.page, size: params.size }),
      ),
    messages: async (lang) => site.translations[lang],
    newsletter: {
      confirm: (token, clientIp) => newsletter.confirm(token, clientIp),
      preferences: (token) => newsletter.preferences(token),
    },
    search: (params) =>
      news.search({ ...params, types: params.type === null ? null : categoriesFor(parseCategory(params.type, 'type'), undefined) }),
    suggest: (lang, q) => news.suggest(lang, q),
    corrections: (params) => news.corrections(params),
  };
}
