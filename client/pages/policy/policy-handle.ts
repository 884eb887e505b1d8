import type { RouteHandle } from '../../app/route-handle';
import { configuredLang, policyKindOf } from '../../../shared/routes';

/**
 * The policy pages show only translations: their sections, which the server prefetches as the
 * handle names them. /{lang}/about/{anything else} is the not-found page.
 */
export const policyHandle: RouteHandle = {
  module: 'client/pages/policy/PolicyPage.tsx',
  messageSections: ['privacy', 'terms'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
    return configuredLang(params.lang, config) && policyKindOf(params.policy) ? undefined : 404;
  },
};
