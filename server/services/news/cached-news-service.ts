import type { ArchiveEntry, NewsItem } from '../../../shared/types';
import { createResponseCache, type ResponseCacheOptions } from '../cache/response-cache';
import type { NewsService } from './news-service';
import { archiveTags, listTags, storyTags } from './news-tags';

/** The response cache's settings, with the characters of JSON this process holds for all three kinds together. */
export type NewsCacheOptions = Omit<ResponseCacheOptions<object>, 'name' | 'maxSize' | 'sizeOf'> & { maxChars: number };

/**
 * The news service behind the response cache: the API and the renderer both read through it, so
 * a burst of readers costs the database one query per question, and with the database down the
 * last answers are still given. Keys are the whole filter, which is all a query depends on; tags
 * name the stories it can hold, so an ingest stales only the answers its stories change.
 */
export function cachedNewsService(news: NewsService, options: NewsCacheOptions): NewsService {
  const sized = { ...options, maxSize: Math.floor(options.maxChars / 3), sizeOf: (value: object) => JSON.stringify(value).length };
  // Caches hold objects, so a missing story is kept as { item: null }.
  const lists = createResponseCache<NewsItem[]>({ ...sized, name: 'list' });
  const details = createResponseCache<{ item: NewsItem | null }>({ ...sized, name: 'details' });
  const archives = createResponseCache<ArchiveEntry[]>({ ...sized, name: 'archive' });
  return {
    list: (filter) => lists.fetch(JSON.stringify(filter), () => news.list(filter), listTags(filter)),
    details: async (id, lang) => (await details.fetch(`${lang}:${id}`, async () => ({ item: await news.details(id, lang) }), storyTags(id))).item,
    archive: (filter) => archives.fetch(JSON.stringify(filter), () => news.archive(filter), archiveTags(filter)),
  };
}
