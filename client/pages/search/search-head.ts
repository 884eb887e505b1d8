import { fill } from '../../../shared/fill-text';
import { headLinks, searchPath } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import type { SearchPageTranslations } from '../../../shared/message-sections';
import type { SiteConfig } from '../../../shared/types';
import type { HeadData } from '../../components/PageHead';

/**
 * The search page's head: titled by the query, and noindex, follow: a results page is not a page
 * to find (it changes with every story), but the stories it links to are.
 */
export function searchHead(config: SiteConfig, messages: SearchPageTranslations, lang: LangCode, q: string): HeadData {
  const { search } = messages;
  return {
    title: q ? fill(search.title, { query: q, siteName: config.siteName }) : fill(search.emptyTitle, { siteName: config.siteName }),
    description: fill(search.description, { siteName: config.siteName }),
    ...headLinks(config, searchPath(lang)),
    alternates: [],
    noindex: true,
    ogType: 'website',
  };
}
