import { httpNewsApi } from '../../../shared/http-news-api';
import type { NewsApi } from '../../../shared/news-api';
import type { Site } from '../../site/load-site';

/**
 * What a web instance renders from when the API runs elsewhere: the public HTTP API at
 * API_UPSTREAM, bounded in time; the translations are this instance's own copy of the site.
 */
export function upstreamNewsApi(upstream: string, site: Site, timeoutMs: number): NewsApi {
  return { ...httpNewsApi(site.config.sitePath, { baseUrl: upstream, timeoutMs }), messages: async (lang) => site.translations[lang] };
}
