import type { RouteHandle } from '../../app/route-handle';
import type { PageSection } from '../../../shared/message-sections';
import { configuredLang } from '../../../shared/routes';

/**
 * An account page's route handle: the page shows only translations (which the root prefetches)
 * until the browser knows who is there, so the server renders one page for everyone; an unknown
 * language is not a page. Its translations are the account's, and any more sections it names.
 */
export function accountPageHandle(module: string, moreSections: readonly PageSection[] = []): RouteHandle {
  return {
    module,
    messageSections: ['account', ...moreSections],
    prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
      return configuredLang(params.lang, config) ? undefined : 404;
    },
  };
}
