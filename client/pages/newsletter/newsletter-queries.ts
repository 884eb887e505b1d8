import { queryOptions } from '@tanstack/react-query';
import type { NewsApi } from '../../../shared/news-api';

/*
 * The token pages' data: fetched once, while the server renders the page for this one reader
 * (the page is never cached), and handed to the browser in the dehydrated cache. Never fetched
 * again on its own: opening a confirmation link confirms, and that is done once.
 */
export const newsletterQueries = {
  confirm: (api: NewsApi, token: string, clientIp?: string) =>
    queryOptions({ queryKey: ['newsletter-confirm', token], queryFn: () => api.newsletter.confirm(token, clientIp), staleTime: Infinity, retry: false }),
  preferences: (api: NewsApi, token: string) =>
    queryOptions({ queryKey: ['newsletter-preferences', token], queryFn: () => api.newsletter.preferences(token), staleTime: Infinity, retry: false }),
};
