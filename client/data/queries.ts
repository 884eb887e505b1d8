import type { CorrectionsRequest } from '../../shared/corrections';
import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { TRANSLATION_CACHE_MS } from '../../shared/constants';
import { isLangCode, type LangCode } from '../../shared/languages';
import type { ArchiveParams, NewsApi, NewsListParams, RelatedParams } from '../../shared/news-api';
import type { SearchParams } from '../../shared/search';
import { listedStory, relatedStory } from './listed-story';
import { isPageSection, sectionOf, shellOf, type PageSection, type TranslationPart } from '../../shared/message-sections';

/** Keys and fetchers shared by the server's prefetch and the browser's hooks. */
export const queries = {
  messages: (api: NewsApi, lang: LangCode) =>
    queryOptions({ queryKey: ['messages', lang], queryFn: async () => shellOf(await api.messages(lang)), staleTime: TRANSLATION_CACHE_MS }),
  messageSection: <Section extends PageSection>(api: NewsApi, lang: LangCode, section: Section) =>
    queryOptions({ queryKey: ['messages', lang, section], queryFn: async () => sectionOf(await api.messages(lang), section), staleTime: TRANSLATION_CACHE_MS }),
  newsPage: (api: NewsApi, params: NewsListParams) =>
    queryOptions({
      queryKey: ['news-list', params.lang, params.type, params.subtype, params.page, params.size],
      queryFn: async () => (await api.list(params)).map(listedStory),
    }),
  article: (api: NewsApi, id: string, lang: LangCode) =>
    queryOptions({ queryKey: ['news-details', id, lang], queryFn: () => api.details(id, lang) }),
  related: (api: NewsApi, params: RelatedParams) =>
    queryOptions({
      queryKey: ['news-related', params.lang, params.subtype, params.postTime, params.excludeId],
      queryFn: async () => (await api.related(params)).map(relatedStory),
    }),
  archiveMonth: (api: NewsApi, params: ArchiveParams) =>
    queryOptions({
      queryKey: ['news-archive', params.lang, params.category, params.month, params.page, params.size],
      queryFn: () => api.archive(params),
    }),
  corrections: (api: NewsApi, params: CorrectionsRequest) =>
    queryOptions({
      queryKey: ['news-corrections', params.lang, params.page, params.size],
      queryFn: () => api.corrections(params),
    }),
  search: (api: NewsApi, params: SearchParams) =>
    queryOptions({
      queryKey: ['news-search', params.lang, params.q, params.type, params.sort, params.page, params.size],
      queryFn: () => api.search(params),
    }),
  suggest: (api: NewsApi, lang: LangCode, q: string) =>
    queryOptions({ queryKey: ['news-suggest', lang, q], queryFn: () => api.suggest(lang, q) }),
};

/** The translations a query holds (queries.messages: the shell; queries.messageSection: that section), or undefined for any other query. */
export function translationsQueryOf(queryKey: QueryKey): { lang: LangCode; part: TranslationPart } | undefined {
  const [name, lang, section] = queryKey;
  if (name !== 'messages' || !isLangCode(lang)) return undefined;
  if (section === undefined) return { lang, part: 'shell' };
  return isPageSection(section) ? { lang, part: section } : undefined;
}
