import { httpNewsApi } from '../../../shared/http-news-api';
import { ANY_STORY } from '../../services/news/news-tags';
import type { Site } from '../../site/load-site';
import type { PageNewsApi } from '../page-news-api';

/**
 * What a web instance renders from when the API runs elsewhere: the public HTTP API at
 * API_UPSTREAM, bounded in time; the translations are this instance's own copy of the site.
 * Which stories the upstream's answers hold is not known here, so a page that reads them
 * depends on every story: any ingest stales it (served stale while it is rendered again).
 */
export function upstreamNewsApi(upstream: string, site: Site, timeoutMs: number): PageNewsApi {
  const api = httpNewsApi(site.config.sitePath, { baseUrl: upstream, timeoutMs });
  return (reads) => {
    const readingAnyStory = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => (...args: A) => {
      reads?.add([ANY_STORY]);
      return call(...args);
    };
    return {
      list: readingAnyStory(api.list),
      details: readingAnyStory(api.details),
      titles: readingAnyStory(api.titles),
      related: readingAnyStory(api.related),
      archive: readingAnyStory(api.archive),
      search: readingAnyStory(api.search),
      suggest: readingAnyStory(api.suggest),
      corrections: readingAnyStory(api.corrections),
      messages: async (lang) => site.translations[lang],
      // The newsletter's own pages are never cached (their links carry a reader's token).
      newsletter: api.newsletter,
    };
  };
}
