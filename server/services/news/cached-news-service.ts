import type { CorrectionsPage } from '../../../shared/corrections';
import type { LangCode } from '../../../shared/languages';
import type { StoryTitles } from '../../../shared/news-api';
import type { SearchPage, Suggestion } from '../../../shared/search';
import { renderedBodyOf } from '../../../shared/rendered-body';
import type { ArchiveEntry, NewsItem } from '../../../shared/types';
import type { Reads } from '../cache/dependencies';
import { jsonLengthOf } from '../cache/json-length';
import { createResponseCache, type ResponseCacheOptions } from '../cache/response-cache';
import type { NewsService } from './news-service';
import { isWithdrawn, type WithdrawnStory } from '../../../shared/withdrawn-story';
import { archiveTags, correctionsTags, listTags, storyTags } from './news-tags';

/** The response cache's settings, with the characters of JSON this process holds for all its kinds together. */
export type NewsCacheOptions = Omit<ResponseCacheOptions<object>, 'name' | 'maxSize' | 'sizeOf'> & { maxChars: number };

/**
 * The news service behind the response cache: the API and the renderer both read through it, so
 * a burst of readers costs the database one query per question, and with the database down the
 * last answers are still given. Keys are the whole filter, which is all a query depends on; tags
 * name the stories it can hold, so an ingest stales only the answers its stories change.
 */
/** What a search or a suggestion in a language depends on: every story of that language, as the widest list is. */
const languageTags = (lang: LangCode) => listTags({ lang, types: null, subtype: null, minTrendingScore: 0 });

/** The kinds of answer kept, each in a cache of its own: they share maxChars. */
const KINDS = 7;

/** The service as the API reads it, and as a production (a page's render) does: within(reads) records what it reads there. */
export interface CachedNewsService extends NewsService {
  within(reads: Reads): NewsService;
}

export function cachedNewsService(news: NewsService, options: NewsCacheOptions): CachedNewsService {
  const sized = { ...options, serveChangedCopies: false, maxSize: Math.floor(options.maxChars / KINDS), sizeOf: jsonLengthOf };
  // Caches hold objects, so a missing story is kept as { item: null }.
  const lists = createResponseCache<NewsItem[]>({ ...sized, name: 'list' });
  // A story's rendered body is held beside it, out of its JSON (shared/rendered-body.ts), and counted too.
  const details = createResponseCache<{ item: NewsItem | WithdrawnStory | null }>({
    ...sized, name: 'details', sizeOf: (value) => sized.sizeOf(value) + (value.item && !isWithdrawn(value.item) ? (renderedBodyOf(value.item)?.length ?? 0) : 0),
  });
  const titles = createResponseCache<StoryTitles>({ ...sized, name: 'titles' });
  const archives = createResponseCache<ArchiveEntry[]>({ ...sized, name: 'archive' });
  const searches = createResponseCache<SearchPage>({ ...sized, name: 'search' });
  const suggestions = createResponseCache<Suggestion[]>({ ...sized, name: 'suggest' });
  const corrections = createResponseCache<CorrectionsPage>({ ...sized, name: 'corrections' });
  const readBy = (within?: Reads): NewsService => ({
    list: (filter) => lists.fetch(JSON.stringify(filter), () => news.list(filter), listTags(filter), within),
    // Kept with the lists, which the same stories change: a subtype's list across every category.
    related: (filter) =>
      lists.fetch(`related:${JSON.stringify(filter)}`, () => news.related(filter), listTags({ lang: filter.lang, types: null, subtype: filter.subtype, minTrendingScore: 0 }), within),
    details: async (id, lang) => (await details.fetch(`${lang}:${id}`, async () => ({ item: await news.details(id, lang) }), storyTags(id), within)).item,
    titles: (id) => titles.fetch(id, () => news.titles(id), storyTags(id), within),
    archive: (filter) => archives.fetch(JSON.stringify(filter), () => news.archive(filter), archiveTags(filter), within),
    search: (request) => searches.fetch(JSON.stringify(request), () => news.search(request), languageTags(request.lang), within),
    suggest: (lang, q) => suggestions.fetch(JSON.stringify([lang, q]), () => news.suggest(lang, q), languageTags(lang), within),
    corrections: (request) => corrections.fetch(JSON.stringify(request), () => news.corrections(request), correctionsTags(request.lang), within),
  });
  return { ...readBy(), within: readBy };
}
