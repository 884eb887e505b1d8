import type { RouteHandle } from '../../app/route-handle';
import { configuredLang, policyKindOf } from '../../../shared/routes';

/**
 * The policy pages show only translations, which the root prefetches. /{lang}/about/{anything
 * else} is the not-found page.
 */
export const policyHandle: RouteHandle = {
  module: 'client/pages/policy/PolicyPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
    return configuredLang(params.lang, config) && policyKindOf(params.policy) ? undefined : 404;
  },
};
