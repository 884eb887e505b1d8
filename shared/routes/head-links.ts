import { DEFAULT_LANG, LANGUAGE_CODES, type LangCode } from '../languages';
import { hreflangOf } from '../language-code';
import type { SiteConfig } from '../types';
import { swapLangInPath } from './lang-prefix';

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

/** Canonical and hreflang links of a page: the domain plus the path, one per language. */
export function headLinks(config: SiteConfig, pathname: string, langs: readonly LangCode[] = config.languageCodes) {
  const absolute = (path: string) => `${config.domainName}${path}`;
  return {
    canonical: absolute(pathname),
    alternates: hreflangAlternates(langs, (lang) => absolute(swapLangInPath(pathname, lang))),
  };
}
