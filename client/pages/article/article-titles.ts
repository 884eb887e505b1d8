import { queryOptions } from '@tanstack/react-query';
import type { LangCode } from '../../../shared/languages';
import type { NewsApi } from '../../../shared/news-api';
import type { NewsItem } from '../../../shared/types';

export type StoryTitles = Partial<Record<LangCode, string>>;

/**
 * The story's title in each language it exists in, so that its hreflang alternates name each
 * version's own address (the slug comes from that version's title). Fetched while rendering on
 * the server only: the head matters to crawlers, which get the server's HTML.
 */
export const storyTitles = (api: NewsApi, item: NewsItem) =>
  queryOptions({
    queryKey: ['news-titles', item.id, item.avail_langs.join(',')],
    queryFn: async (): Promise<StoryTitles> => {
      const others = item.avail_langs.filter((lang) => lang !== item.lang);
      const versions = await Promise.all(others.map((lang) => api.details(item.id, lang)));
      const titles: StoryTitles = { [item.lang]: item.title };
      for (const version of versions) if (version && others.includes(version.lang)) titles[version.lang] = version.title;
      return titles;
    },
  });
