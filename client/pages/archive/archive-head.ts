import type { LangCode } from '../../../shared/languages';
import type { ShellTranslations } from '../../../shared/message-sections';
import type { SiteConfig } from '../../../shared/types';
import { headLinks } from '../../../shared/routes';
import type { HeadData } from '../../components/PageHead';

/**
 * The head of an archive page: its title names what it shows, the canonical address is the
 * page's one address (path) in every language. Pages that only say something is wrong are noindex.
 */
export function archiveHead(input: {
  config: SiteConfig;
  messages: ShellTranslations;
  lang: LangCode;
  /** What the page shows, before the archive's name: 'World · April 2025'. */
  subject?: string;
  description?: string;
  path: string;
  noindex?: boolean;
}): HeadData {
  const { config, messages, subject, path } = input;
  const archive = messages.navigations.archive;
  const name = subject ? `${subject} · ${archive.title}` : archive.title;
  return {
    title: `${name} | ${config.siteName}`,
    description: input.description ?? archive.description,
    ...headLinks(config, path),
    ...(input.noindex ? { noindex: true, alternates: [] } : {}),
    ogType: 'website',
  };
}
