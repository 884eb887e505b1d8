import { z } from 'zod';
import { LANGUAGE_CODES } from '../../../shared/languages';
import type { Translations } from '../../../shared/translations';
import { siteConfigSchema } from '../../site/site-config-schema';
import { component } from './components';
import { errorAnswers, jsonAnswer, pathParameter } from './openapi-parts';
import type { Paths } from './openapi-types';

const siteConfig = component('SiteConfig', siteConfigSchema);

const section = z.record(z.string(), z.unknown());
const translations = component(
  'Translations',
  z.object({
    navigations: section,
    privacy: section,
    terms: section,
    archive: section,
    common: section,
    account: section,
    newsletter: section,
    search: section,
    reader: section,
    accountData: section,
    passkeys: section,
  } satisfies Record<keyof Translations, z.ZodType>),
);

const UNCHANGING = 'They change only with a deploy: cached for 5 minutes.';

/** The site's files of spec §7, under its path (config.json's sitePath). */
export function sitePaths(sitePath: string): Paths {
  return {
    [`/${sitePath}/config.json`]: {
      get: {
        operationId: 'siteConfig',
        summary: 'The site configuration (spec §3 "Config")',
        description: UNCHANGING,
        tags: ['site'],
        responses: { '200': jsonAnswer('The configuration.', siteConfig) },
      },
    },
    [`/${sitePath}/locales/messages_{lang}.json`]: {
      get: {
        operationId: 'siteTranslations',
        summary: "A language's translations",
        description: UNCHANGING,
        tags: ['site'],
        parameters: [pathParameter('lang', 'A language of the site.', z.enum(LANGUAGE_CODES))],
        responses: { '200': jsonAnswer('The translations.', translations), ...errorAnswers([404]) },
      },
    },
  };
}
