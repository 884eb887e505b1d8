import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { parseYearMonth } from '../../../shared/archive-months';
import { ARCHIVE_PAGE_SIZE } from '../../../shared/constants';
import { displayName } from '../../../shared/display-name';
import type { LangCode } from '../../../shared/languages';
import { fill } from '../../../shared/fill-text';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { monthCodeLabel } from './archive-format';
import { archiveHead } from './archive-head';
import { archiveCategoryOf, archiveCategoryPath } from '../../../shared/routes';
import { ArchiveNotice } from './ArchiveNotice';
import { ArchiveStoryList } from './ArchiveStoryList';
import { useArchiveMonth } from './use-archive-month';

/**
 * /{lang}/news/archive/category/{category}/{yyyymm} (spec §2): the category, the month's name,
 * a way back, and the month's stories, or why there are none.
 */
export default function ArchiveMonthPage() {
  const params = useParams();
  const lang = useLang();
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const category = archiveCategoryOf(params.category, config);
  const code = params.yyyymm ?? '';
  if (params.lang !== lang) return <NotFoundPage />;
  const path = `${archiveCategoryPath(lang, category ?? params.category ?? '')}/${encodeURIComponent(code)}`;
  if (!category) {
    return <ArchiveNotice lang={lang} path={path} message={messages.archive.invalidCategory} {...(params.category ? { detail: params.category } : {})} />;
  }
  if (!parseYearMonth(code)) {
    return <ArchiveNotice lang={lang} path={path} message={messages.archive.invalidParams} detail={monthCodeLabel(code, lang)} />;
  }
  return <ArchiveMonth key={`${lang}/${category}/${code}`} lang={lang} category={category} code={code} path={path} />;
}

function ArchiveMonth({ lang, category, code, path }: { lang: LangCode; category: string; code: string; path: string }) {
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const { archive, navigations } = messages;
  const state = useArchiveMonth({ lang, category, month: code, page: 0, size: ARCHIVE_PAGE_SIZE });
  const categoryLabel = displayName(category, navigations);
  const month = monthCodeLabel(code, lang);
  const head = archiveHead({
    config,
    messages,
    lang,
    subject: `${categoryLabel} · ${month}`,
    description: fill(navigations.archive.archivemonth.metadescription, { category: categoryLabel, month }),
    path,
    // A month with nothing in it, or one that failed to load, is not a page worth finding.
    noindex: state.status !== 'ready' || state.items.length === 0,
  });

  let body: ReactNode;
  if (state.status === 'loading') {
    body = (
      <p className="xn-status" role="status">
        {archive.loading}
      </p>
    );
  } else if (state.status === 'failed') {
    body = (
      <p className="xn-archive-error" role="alert">
        {state.message ?? archive.error}
      </p>
    );
  } else if (state.items.length === 0) {
    body = <p className="xn-archive-empty">{archive.noNews}</p>;
  } else {
    body = <ArchiveStoryList lang={lang} items={state.items} navigations={navigations} />;
  }

  return (
    <section className="xn-archive">
      <PageHead siteName={config.siteName} head={head} />
      <p className="xn-archive-back">
        <SiteLink to={archiveCategoryPath(lang, category)}>{archive.backToArchive}</SiteLink>
      </p>
      <p className="xn-archive-kicker">{navigations.archive.title}</p>
      <h1 className="xn-archive-title">{categoryLabel}</h1>
      <p className="xn-archive-month">{month}</p>
      {body}
    </section>
  );
}
