import type { RouteHandle } from '../../app/route-handle';
import type { NewsletterTokenData } from './newsletter-prefetch';

/** The prefetch is the server's alone, folded away with its import in the browser's bundle (route-handle.ts). */
function newsletterHandle(module: string, data: NewsletterTokenData): RouteHandle {
  return {
    module,
    prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async (context) => (await import('./newsletter-prefetch')).prefetchNewsletterPage(data, context),
  };
}

/** The subscribe page and "check your inbox": translations only, which the root prefetches. */
export const newsletterSubscribeHandle = newsletterHandle('client/pages/newsletter/NewsletterPage.tsx', null);
export const newsletterSentHandle = newsletterHandle('client/pages/newsletter/NewsletterSentPage.tsx', null);

/** The confirmation link: confirmed while the server renders the page, which says how it went. */
export const newsletterConfirmHandle = newsletterHandle('client/pages/newsletter/NewsletterConfirmPage.tsx', 'confirm');

export const newsletterPreferencesHandle = newsletterHandle('client/pages/newsletter/NewsletterPreferencesPage.tsx', 'preferences');
export const newsletterUnsubscribeHandle = newsletterHandle('client/pages/newsletter/NewsletterUnsubscribePage.tsx', 'preferences');
