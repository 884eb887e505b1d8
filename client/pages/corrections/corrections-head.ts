import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import type { ShellTranslations } from '../../../shared/message-sections';
import { correctionsFeedPath, correctionsPath, headLinks } from '../../../shared/routes';
import type { SiteConfig } from '../../../shared/types';
import type { HeadData } from '../../components/PageHead';

/**
 * The corrections page's head: indexable, its one address in every language (the first page's:
 * later pages are the same list, further on), and its feed as an alternate for feed readers.
 */
export function correctionsHead(config: SiteConfig, messages: ShellTranslations, lang: LangCode): HeadData {
  const texts = messages.navigations.corrections;
  return {
    title: `${texts.title} | ${config.siteName}`,
    description: fill(texts.description, { siteName: config.siteName }),
    ...headLinks(config, correctionsPath(lang)),
    feeds: [{ title: fill(texts.feed, { siteName: config.siteName }), href: `${config.domainName}${correctionsFeedPath(lang)}` }],
    ogType: 'website',
  };
}
