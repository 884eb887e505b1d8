import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APP_ROOT } from '../app-root';
import type { LangCode } from '../../shared/languages';
import type { Translations } from '../../shared/translations';
import type { SiteConfig } from '../../shared/types';
import { type NewsletterSchedule, parseNewsletterSchedule } from './newsletter-schedule-schema';
import { siteConfigSchema } from './site-config-schema';

export interface Site {
  config: SiteConfig;
  /** Every configured language, complete (tests/unit/locales.test.ts keeps them so). */
  translations: Record<LangCode, Translations>;
  /** The files served at /{sitePath}/…: the locales as they are, the config without the server's own `newsletter` block. */
  files: { config: string; locales: Partial<Record<LangCode, string>> };
  /** Static files of the site (favicon, logo), served under /{sitePath}/. */
  publicDir: string;
  /** config.json's `newsletter`: when editions go out. The server's alone; pages never need it. */
  newsletter: NewsletterSchedule;
}

export const SITES_DIR = join(APP_ROOT, 'config', 'sites');

function readJson(path: string): { text: string; value: unknown } {
  const text = readFileSync(path, 'utf8');
  try {
    return { text, value: JSON.parse(text) };
  } catch (error) {
    throw new Error(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Loads config/sites/<name> once at start; a missing or invalid file stops the server. */
export function loadSite(name: string, sitesDir = SITES_DIR): Site {
  const dir = join(sitesDir, name);
  const configFile = readJson(join(dir, 'config.json'));
  const parsed = siteConfigSchema.safeParse(configFile.value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${join(dir, 'config.json')} is invalid: ${problems}`);
  }
  const config = parsed.data;
  const { newsletter: schedule, ...served } = configFile.value as Record<string, unknown>;
  const newsletter = parseNewsletterSchedule(schedule, config.languageCodes);
  if (!newsletter.success) {
    const problems = newsletter.error.issues.map((issue) => `newsletter.${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`${join(dir, 'config.json')} is invalid: ${problems}`);
  }
  const translations = {} as Record<LangCode, Translations>;
  const locales: Partial<Record<LangCode, string>> = {};
  for (const lang of config.languageCodes) {
    const file = readJson(join(dir, 'locales', `messages_${lang}.json`));
    translations[lang] = file.value as Translations;
    locales[lang] = file.text;
  }
  return { config, translations, files: { config: JSON.stringify(served, null, 2), locales }, publicDir: join(dir, 'public'), newsletter: newsletter.data };
}
