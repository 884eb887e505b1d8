import { useLocation } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import type { LangCode } from '../../../shared/languages';
import { useSite } from '../../app/site-context';
import { headLinks, listPath } from '../../../shared/routes';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';

/**
 * What an article or brief address shows when there is no story to show: 'News not found', the
 * missing-parameter errors, or the loading text (spec §2, §8). Not for indexing.
 */
export function StoryMessage({ text, lang, busy = false }: { text: string; lang: LangCode; busy?: boolean }) {
  const { config } = useSite().bootstrap;
  const { home } = useMessages().navigations;
  const { pathname } = useLocation();
  return (
    <section className="xn-article-page xn-story-message">
      <PageHead siteName={config.siteName} head={{ title: `${text} | ${config.siteName}`, description: text, ...headLinks(config, pathname), alternates: [], noindex: true }} />
      {busy ? (
        <p className="xn-status" role="status">
          {text}
        </p>
      ) : (
        <>
          <h1>{text}</h1>
          <SiteLink className="xn-button" to={listPath(lang, 'trending')}>
            {home.trendingNews}
          </SiteLink>
        </>
      )}
    </section>
  );
}
