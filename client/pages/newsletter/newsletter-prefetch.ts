import { configuredLang } from '../../../shared/routes';
import type { PrefetchContext, PrefetchOutcome } from '../../app/route-handle';
import { newsletterQueries } from './newsletter-queries';
import { prefetchForRender } from '../../app/render-prefetch';

/** What a newsletter page fills in on the server from its link's token. */
export type NewsletterTokenData = 'confirm' | 'preferences' | null;

/**
 * A newsletter page on the server (newsletter-handles.ts): an unknown language is not a page; the
 * confirmation link confirms while the page renders, which says how it went; the preferences and
 * unsubscribe pages show the subscription their link names.
 */
export async function prefetchNewsletterPage(data: NewsletterTokenData, { queryClient, api, params, url, config, clientIp }: PrefetchContext): Promise<PrefetchOutcome> {
  if (!configuredLang(params.lang, config)) return 404;
  const token = url.searchParams.get('token') ?? '';
  if (!token || data === null) return undefined;
  if (data === 'confirm') await prefetchForRender(queryClient, newsletterQueries.confirm(api, token, clientIp));
  else await prefetchForRender(queryClient, newsletterQueries.preferences(api, token));
  return undefined;
}
