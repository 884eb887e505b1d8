import { useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { archiveCategoryMonths } from '../../../shared/archive-months';
import { displayName } from '../../../shared/display-name';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useArchiveNow } from './archive-clock';
import { archiveHead } from './archive-head';
import { archiveCategoryOf, archiveCategoryPath, archiveLandingPath } from '../../../shared/routes';
import { ArchiveNotice } from './ArchiveNotice';
import { MonthGrid } from './MonthGrid';

const MONTHS_HEADING_ID = 'xn-archive-months';

/**
 * /{lang}/news/archive/category/{category} (spec §2): the category's months from the site's
 * configured start up to the current month, each named in the page's language, and a way back.
 */
export default function ArchiveCategoryPage() {
  const params = useParams();
  const lang = useLang();
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const now = useArchiveNow();
  if (params.lang !== lang) return <NotFoundPage />;
  const { archive, navigations } = messages;
  const category = archiveCategoryOf(params.category, config);
  if (!category) {
    const path = archiveCategoryPath(lang, params.category ?? '');
    return <ArchiveNotice lang={lang} path={path} message={archive.invalidCategory} {...(params.category ? { detail: params.category } : {})} />;
  }
  const categoryLabel = displayName(category, navigations);
  const head = archiveHead({ config, messages, lang, subject: categoryLabel, path: archiveCategoryPath(lang, category) });
  return (
    <section className="xn-archive">
      <PageHead siteName={config.siteName} head={head} />
      <p className="xn-archive-back">
        <SiteLink to={archiveLandingPath(lang)}>{archive.backToArchive}</SiteLink>
      </p>
      <p className="xn-archive-kicker">{navigations.archive.title}</p>
      <h1 className="xn-archive-title">{categoryLabel}</h1>
      <h2 id={MONTHS_HEADING_ID} className="xn-archive-step">
        {archive.selectMonth}
      </h2>
      <MonthGrid lang={lang} category={category} months={archiveCategoryMonths(config.archive_start_year_month, now)} labelledBy={MONTHS_HEADING_ID} />
    </section>
  );
}
