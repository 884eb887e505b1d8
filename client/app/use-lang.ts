import { useLocation } from 'react-router-dom';
import { langFromPath } from '../../shared/language-code';
import { isLangCode, type LangCode } from '../../shared/languages';
import type { SiteConfig } from '../../shared/types';
import { useSite } from './site-context';

/** The address's language when the site has it configured, else null. */
export function configuredLang(value: string | undefined, config: SiteConfig): LangCode | null {
  return isLangCode(value) && config.languageCodes.includes(value) ? value : null;
}

/** The page's language by spec §2: the path prefix, else the only configured language, else en. */
export function pageLang(pathname: string, config: SiteConfig): LangCode {
  const lang = langFromPath(pathname, config.languageCodes);
  return config.languageCodes.includes(lang) ? lang : (config.languageCodes[0] ?? 'en');
}

export function useLang(): LangCode {
  return pageLang(useLocation().pathname, useSite().bootstrap.config);
}
