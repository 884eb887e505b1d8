import type { RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';

/** The About page shows only translations, which the root prefetches; an unknown language is not a page. */
export const aboutHandle: RouteHandle = {
  module: 'client/pages/about/AboutPage.tsx',
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
    return configuredLang(params.lang, config) ? undefined : 404;
  },
};
