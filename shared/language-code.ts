import { DEFAULT_LANG, HREFLANG, LANGUAGE_CODES, isLangCode, type LangCode } from './languages';

/*
 * Chinese tags name the script (Hans/Hant) or a region. The script wins when both are given,
 * because zh-Hant-CN is still traditional text; a region alone decides by where each script is used.
 */
const TRADITIONAL_REGIONS = new Set(['tw', 'hk', 'mo']);

function chineseVariant(subtags: readonly string[]): LangCode {
  if (subtags.includes('hant')) return 'tw';
  if (subtags.includes('hans')) return 'cn';
  if (subtags.some((tag) => TRADITIONAL_REGIONS.has(tag))) return 'tw';
  // Bare 'zh' and zh-CN/SG/MY: simplified is what most zh readers expect, and a Chinese
  // reader is better served by Chinese than by the English default.
  return 'cn';
}

/**
 * Maps a cookie value, browser language or stray code to a site language (spec §5):
 * cn and tw stay; anything starting with en, es or fr becomes that; zh tags become cn or tw;
 * everything else, including empty input, becomes en.
 */
export function normaliseLangCode(value: string | null | undefined): LangCode {
  if (typeof value !== 'string') return DEFAULT_LANG;
  const lowered = value.trim().toLowerCase().replace(/_/g, '-');
  if (lowered === 'cn' || lowered === 'tw') return lowered;
  const subtags = lowered.split('-');
  if (subtags[0] === 'zh') return chineseVariant(subtags.slice(1));
  if (lowered.startsWith('en')) return 'en';
  if (lowered.startsWith('es')) return 'es';
  if (lowered.startsWith('fr')) return 'fr';
  return DEFAULT_LANG;
}

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
  return rest === '' ? `/${lang}${suffix}` : `/${lang}/${rest}${suffix}`;
}

/** The BCP 47 tag for html lang and hreflang: cn is zh-Hans, tw is zh-Hant (spec §2). */
export function hreflangOf(lang: LangCode): string {
  return HREFLANG[lang];
}

export interface HreflangAlternate {
  hreflang: string;
  href: string;
}

/**
 * The alternate-language links of a page (spec §2): one per available language, in site
 * order and without repeats, plus x-default pointing to the English address. A page with no
 * known languages gets no alternates, since an x-default alone would point at nothing.
 */
export function hreflangAlternates(availLangs: readonly LangCode[], buildUrl: (lang: LangCode) => string): HreflangAlternate[] {
  const langs = LANGUAGE_CODES.filter((lang) => availLangs.includes(lang));
  if (langs.length === 0) return [];
  const alternates = langs.map((lang) => ({ hreflang: hreflangOf(lang), href: buildUrl(lang) }));
  alternates.push({ hreflang: 'x-default', href: buildUrl(DEFAULT_LANG) });
  return alternates;
}
