import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { NewsApi } from '../../../shared/news-api';
import type { SiteConfig } from '../../../shared/types';
import { queries } from '../../data/queries';
import { storyRoute } from './article-route';

/** What a page route needs to fetch its data in the browser ahead of a navigation to it. */
export interface IntentContext {
  api: NewsApi;
  queryClient: QueryClient;
  config: SiteConfig;
}

/**
 * The story an article or brief address names, fetched into the query cache when a link to it is
 * about to be followed: the page then draws it at once instead of its loading text. Kept as fresh
 * as any query (a pointer passing over it again within the fresh time asks nothing).
 */
export function prefetchStory(params: Params, { api, queryClient, config }: IntentContext): void {
  const route = storyRoute(params, config);
  if (route.kind === 'story') void queryClient.prefetchQuery(queries.article(api, route.id, route.lang));
}
