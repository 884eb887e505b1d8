import type { PrefetchContext, RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';
import { newsletterQueries } from './newsletter-queries';

const tokenOf = (url: URL) => url.searchParams.get('token') ?? '';

function newsletterHandle(module: string, prefetch?: (context: PrefetchContext, token: string) => Promise<unknown>): RouteHandle {
  return {
    module,
    messageSections: ['newsletter'],
    prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => {
      if (!configuredLang(context.params.lang, context.config)) return 404;
      const token = tokenOf(context.url);
      if (prefetch && token) await prefetch(context, token);
      return undefined;
    },
  };
}

/** The subscribe page and "check your inbox": translations only (the newsletter's section). */
export const newsletterSubscribeHandle = newsletterHandle('client/pages/newsletter/NewsletterPage.tsx');
export const newsletterSentHandle = newsletterHandle('client/pages/newsletter/NewsletterSentPage.tsx');

/** The confirmation link: confirmed while the server renders the page, which says how it went. */
export const newsletterConfirmHandle = newsletterHandle('client/pages/newsletter/NewsletterConfirmPage.tsx', ({ queryClient, api, clientIp }, token) =>
  queryClient.prefetchQuery(newsletterQueries.confirm(api, token, clientIp)),
);

export const newsletterPreferencesHandle = newsletterHandle('client/pages/newsletter/NewsletterPreferencesPage.tsx', ({ queryClient, api }, token) =>
  queryClient.prefetchQuery(newsletterQueries.preferences(api, token)),
);

export const newsletterUnsubscribeHandle = newsletterHandle('client/pages/newsletter/NewsletterUnsubscribePage.tsx', ({ queryClient, api }, token) =>
  queryClient.prefetchQuery(newsletterQueries.preferences(api, token)),
);
