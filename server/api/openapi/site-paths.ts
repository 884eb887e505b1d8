import { z } from 'zod';
import { PAGE_SECTIONS } from '../../../shared/message-sections';
import { LANGUAGE_CODES } from '../../../shared/languages';
import type { Translations } from '../../../shared/translations';
import { siteConfigSchema } from '../../site/site-config-schema';
import { component } from './components';
import { errorAnswers, jsonAnswer, pathParameter, query, redirect } from './openapi-parts';
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
    totp: section,
    desk: section,
  } satisfies Record<keyof Translations, z.ZodType>),
);

const translationPart = component('TranslationPart', z.record(z.string(), z.unknown()));

const UNCHANGING = 'They change only with a deploy: cached for 5 minutes.';

/** The site's files of spec §7, under its path (config.json's sitePath). */
export function sitePaths(sitePath: string): Paths {
  return {
    '/favicon.ico': {
      get: {
        operationId: 'favicon',
        summary: "The site's icon at the address browsers and crawlers ask by default",
        description: `A permanent redirect to /${sitePath}/favicon.png. ${UNCHANGING}`,
        tags: ['site'],
        responses: { '301': redirect(`To /${sitePath}/favicon.png.`) },
      },
    },
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
    [`/${sitePath}/locales/{lang}/{part}.json`]: {
      get: {
        operationId: 'siteTranslationPart',
        summary: "A part of a language's translations, as a page's first load fetches it",
        description:
          "shell is what every page shows (the header, footer, lists and articles); each other part is a section only some pages use. A page names the address with v, a hash of the text: given that v, the answer is cached for a year as immutable; without it, or with another, it is the current text, cached for 5 minutes.",
        tags: ['site'],
        parameters: [
          pathParameter('lang', 'A language of the site.', z.enum(LANGUAGE_CODES)),
          pathParameter('part', 'shell, or a page section.', z.enum(['shell', ...PAGE_SECTIONS])),
          query('v', 'The hash of the text, as a page names it.', z.string()),
        ],
        responses: { '200': jsonAnswer('The part.', translationPart), ...errorAnswers([404]) },
      },
    },
  };
}
