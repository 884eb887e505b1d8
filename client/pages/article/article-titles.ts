import { queryOptions } from '@tanstack/react-query';
import type { NewsApi, StoryTitles } from '../../../shared/news-api';
import type { NewsItem } from '../../../shared/types';

/**
 * The story's title in each language it exists in, so that its hreflang alternates name each
 * version's own address (the slug comes from that version's title). Fetched while rendering on
 * the server only: the head matters to crawlers, which get the server's HTML.
 */
export const storyTitles = (api: NewsApi, item: NewsItem) =>
  queryOptions({
    queryKey: ['news-titles', item.id, item.avail_langs.join(',')],
    queryFn: (): Promise<StoryTitles> => api.titles(item),
  });
