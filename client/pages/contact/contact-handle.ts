import type { RouteHandle } from '../../app/route-handle';
import { configuredLang } from '../../../shared/routes';

/** The Contact page shows only translations (its section, prefetched as named here); an unknown language is not a page. */
export const contactHandle: RouteHandle = {
  module: 'client/pages/contact/ContactPage.tsx',
  messageSections: ['contact'],
  prefetch: process.env.XNEWS_BUNDLE === 'browser' ? undefined : async ({ params, config }) => {
    return configuredLang(params.lang, config) ? undefined : 404;
  },
};
