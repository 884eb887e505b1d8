import { DAYS_BACK } from '../../shared/constants';
import type { NewsApi } from '../../shared/news-api';
import type { Category } from '../api/news/categories';
import { listFilterOf } from '../api/news/news-requests';
import type { NewsService } from '../api/news/news-service';
import type { Site } from '../site/load-site';

/** The renderer's NewsApi: the API's own service, with no HTTP between them. */
export function serverNewsApi(news: NewsService, site: Site): NewsApi {
  return {
    list: (params) =>
      news.list(
        listFilterOf({ lang: params.lang, category: params.type as Category, subtype: params.subtype, page: params.page, size: params.size, daysBack: DAYS_BACK }),
      ),
    messages: async (lang) => site.translations[lang],
  };
}
