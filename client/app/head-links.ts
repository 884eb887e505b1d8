import { hreflangAlternates } from '../../shared/language-code';
import type { LangCode } from '../../shared/languages';
import { swapLangInPath } from '../../shared/language-code';
import type { SiteConfig } from '../../shared/types';

/** Canonical and hreflang links of a page: the domain plus the path, one per language. */
export function headLinks(config: SiteConfig, pathname: string, langs: readonly LangCode[] = config.languageCodes) {
  const absolute = (path: string) => `${config.domainName}${path}`;
  return {
    canonical: absolute(pathname),
    alternates: hreflangAlternates(langs, (lang) => absolute(swapLangInPath(pathname, lang))),
  };
}

/** Fills {name} placeholders of a translated text. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
