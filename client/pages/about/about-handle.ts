import type { RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';

/** The About page shows only translations (its section, prefetched as named here); an unknown language is not a page. */
export const aboutHandle: RouteHandle = {
  module: 'client/pages/about/AboutPage.tsx',
  messageSections: ['about'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
    return configuredLang(params.lang, config) ? undefined : 404;
  },
};
