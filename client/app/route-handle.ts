import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { NewsApi } from '../../shared/news-api';
import type { SiteConfig } from '../../shared/types';

export interface PrefetchContext {
  queryClient: QueryClient;
  api: NewsApi;
  params: Params;
  url: URL;
  config: SiteConfig;
  /** The list page size the server renders with. */
  pageSize: number;
}

/** What a route tells the server renderer, through react-router's route handle. */
export interface RouteHandle {
  /** Fills the query cache with what the route shows, and answers its HTTP status when not 200. */
  prefetch?(context: PrefetchContext): Promise<number | undefined>;
}
