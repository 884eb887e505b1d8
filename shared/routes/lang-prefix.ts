import { DEFAULT_LANG, isLangCode, type LangCode } from '../languages';
import type { SiteConfig } from '../types';

/*
 * The language prefix rules of spec §2: every page address starts with /{lang}; an address
 * without one means English; the page's language is its prefix.
 */

/** The shape of a language prefix: two lowercase letters, whether or not the site has that language. */
export const LANG_SEGMENT = '[a-z]{2}';

/** A language's own root, /{lang}, which leads to its trending list. */
export const langRootPath = (lang: LangCode) => `/${lang}`;

/** The page folders whose addresses without a prefix mean the English page (spec §2). */
export const UNPREFIXED_PAGE_FOLDERS = ['/news/', '/about/'] as const;

/** Splits '/a/b?x#y' into its path and the query-plus-hash suffix, which language handling never touches. */
function splitSuffix(pathname: string): { path: string; suffix: string } {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? { path: pathname, suffix: '' } : { path: pathname.slice(0, cut), suffix: pathname.slice(cut) };
}

/** The language code in the first path segment, or null. Matching is exact: routes are lowercase. */
export function langPrefixOf(pathname: string): LangCode | null {
  const { path } = splitSuffix(pathname);
  const first = path.replace(/^\/+/, '').split('/')[0];
  return isLangCode(first) ? first : null;
}

/**
 * The page language (spec §2): the path prefix, else the site's only language when it has
 * exactly one, else en. A prefix wins even when not configured, so that the address a reader
 * sees always agrees with the language of the text.
 */
export function langFromPath(pathname: string, configured: readonly LangCode[]): LangCode {
  const prefix = langPrefixOf(pathname);
  if (prefix) return prefix;
  const only = configured.length === 1 ? configured[0] : undefined;
  return only ?? DEFAULT_LANG;
}

/**
 * The same page in another language (spec §2): replaces the prefix, or adds one to an
 * unprefixed (English) path, and keeps the rest of the path, query and hash.
 */
export function swapLangInPath(pathname: string, lang: LangCode): string {
  const { path, suffix } = splitSuffix(pathname);
  const segments = path.replace(/^\/+/, '').split('/');
  if (isLangCode(segments[0])) segments.shift();
  const rest = segments.join('/');
  return rest === '' ? `${langRootPath(lang)}${suffix}` : `${langRootPath(lang)}/${rest}${suffix}`;
}

/** The address's language when the site has it configured, else null. */
export function configuredLang(value: unknown, config: SiteConfig): LangCode | null {
  return isLangCode(value) && config.languageCodes.includes(value) ? value : null;
}

/** The page's language by spec §2: the path prefix, else the only configured language, else en. */
export function pageLang(pathname: string, config: SiteConfig): LangCode {
  const lang = langFromPath(pathname, config.languageCodes);
  return config.languageCodes.includes(lang) ? lang : (config.languageCodes[0] ?? DEFAULT_LANG);
}
