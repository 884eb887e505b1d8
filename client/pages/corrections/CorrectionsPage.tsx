import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import type { CorrectionEntry, CorrectionsRequest } from '../../../shared/corrections';
import { fill } from '../../../shared/fill-text';
import type { LangCode } from '../../../shared/languages';
import type { CorrectionsTranslations, NewsTranslations } from '../../../shared/translations';
import { correctionsPath } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { PageHead } from '../../components/PageHead';
import { SiteLink } from '../../components/SiteLink';
import { queries } from '../../data/queries';
import { useMessages } from '../../data/use-messages';
import { formatArticleDate } from '../article/article-date';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { correctionsFromAddress } from './corrections-address';
import { correctionsHead } from './corrections-head';

/**
 * /{lang}/corrections (decision 033): the editors' corrections and clarifications in the page's
 * language, newest first, each dated with its kind, the story's title linking to the article,
 * and the note, which is the desk's plain text shown as text; in pages, and an empty state.
 */
export default function CorrectionsPage() {
  const params = useParams();
  const lang = useLang();
  const [query] = useSearchParams();
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  if (params.lang !== lang) return <NotFoundPage />;
  const texts = messages.navigations.corrections;
  return (
    <section className="xn-archive xn-corrections-page">
      <PageHead siteName={config.siteName} head={correctionsHead(config, messages, lang)} />
      <h1 className="xn-archive-title">{texts.title}</h1>
      <p className="xn-corrections-intro">{texts.intro}</p>
      <CorrectionsList request={correctionsFromAddress(lang, query)} texts={texts} news={messages.navigations.news} loading={messages.common.loading} />
    </section>
  );
}

function CorrectionsList({ request, texts, news, loading }: { request: CorrectionsRequest; texts: CorrectionsTranslations; news: NewsTranslations; loading: string }) {
  const { api } = useSite();
  const answer = useQuery(queries.corrections(api, request));
  if (answer.isError) {
    return (
      <p className="xn-search-error" role="alert">
        {texts.failed}
      </p>
    );
  }
  if (!answer.data) {
    return (
      <p className="xn-status" role="status">
        {loading}
      </p>
    );
  }
  const { items, total, size } = answer.data;
  const pages = Math.ceil(total / size);
  if (items.length === 0 && total > 0) {
    // Past the last page (an old link, a list that got shorter): the way back to the entries.
    return (
      <nav className="xn-search-pages" aria-label={texts.pagination}>
        <SiteLink to={correctionsPath(request.lang, pages)} rel="prev">
          {texts.newer}
        </SiteLink>
      </nav>
    );
  }
  return (
    <>
      {items.length === 0 ? (
        <p className="xn-corrections-empty">{texts.empty}</p>
      ) : (
        <ol className="xn-corrections-list">
          {items.map((entry) => (
            <CorrectionItem key={`${entry.storyId}-${entry.at}`} entry={entry} lang={request.lang} news={news} />
          ))}
        </ol>
      )}
      {pages > 1 ? <Pages lang={request.lang} page={request.page} pages={pages} texts={texts} /> : null}
    </>
  );
}

function CorrectionItem({ entry, lang, news }: { entry: CorrectionEntry; lang: LangCode; news: NewsTranslations }) {
  return (
    <li className="xn-corrections-entry">
      <p className="xn-corrections-meta">
        <time dateTime={entry.at} suppressHydrationWarning>
          {formatArticleDate(Date.parse(entry.at) / 1000, lang)}
        </time>
        {' · '}
        <strong>{entry.kind === 'correction' ? news.correctionNote : news.clarificationNote}</strong>
      </p>
      <h2 className="xn-corrections-story">
        <SiteLink to={entry.path}>{entry.title}</SiteLink>
      </h2>
      <p className="xn-corrections-note">{entry.note}</p>
    </li>
  );
}

function Pages({ lang, page, pages, texts }: { lang: LangCode; page: number; pages: number; texts: CorrectionsTranslations }) {
  return (
    <nav className="xn-search-pages" aria-label={texts.pagination}>
      {page > 1 ? (
        <SiteLink to={correctionsPath(lang, page - 1)} rel="prev">
          {texts.newer}
        </SiteLink>
      ) : null}
      <span>{fill(texts.page, { page, pages })}</span>
      {page < pages ? (
        <SiteLink to={correctionsPath(lang, page + 1)} rel="next">
          {texts.older}
        </SiteLink>
      ) : null}
    </nav>
  );
}
