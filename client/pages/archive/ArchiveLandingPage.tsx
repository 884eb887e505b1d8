import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { archiveCategories, archiveLandingMonths } from '../../../shared/archive-months';
import { displayName } from '../../../shared/display-name';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { PageHead } from '../../components/PageHead';
import { useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { useArchiveNow } from './archive-clock';
import { archiveHead } from './archive-head';
import { ARCHIVE_CATEGORY_PARAM, archiveCategoryPath, archiveLandingPath, archiveLandingStepPath } from '../../../shared/routes';
import { MonthGrid } from './MonthGrid';

const STEP_HEADING_ID = 'xn-archive-step';

/**
 * /{lang}/news/archive (spec §2). Step one lists the categories; choosing one leads to step two,
 * the months from 2025-04 with 'Back to Categories'. The step is the ?category= of the address,
 * so it is rendered on the server, survives a reload and works with the browser's Back button.
 */
export default function ArchiveLandingPage() {
  const params = useParams();
  const lang = useLang();
  const { config } = useSite().bootstrap;
  const messages = useMessages();
  const [searchParams] = useSearchParams();
  const now = useArchiveNow();
  const categories = archiveCategories(config.sites_news_lists);
  const wanted = searchParams.get(ARCHIVE_CATEGORY_PARAM)?.toLowerCase();
  const category = wanted && categories.includes(wanted) ? wanted : null;

  // After a step changes on the client, its heading takes the focus, so that keyboard and
  // screen-reader users land on the new choices rather than on a link that is gone.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(category);
  useEffect(() => {
    if (shownStep.current === category) return;
    shownStep.current = category;
    stepHeading.current?.focus();
  }, [category]);

  if (params.lang !== lang) return <NotFoundPage />;
  const { archive, navigations } = messages;
  const categoryLabel = category ? displayName(category, navigations) : null;
  const head = category
    ? // Step two shows what the category page shows, which is the address to index.
      archiveHead({ config, messages, lang, subject: categoryLabel ?? category, path: archiveCategoryPath(lang, category) })
    : archiveHead({ config, messages, lang, path: archiveLandingPath(lang) });

  return (
    <section className="xn-archive">
      <PageHead siteName={config.siteName} head={head} />
      <h1 className="xn-archive-title">{navigations.archive.title}</h1>
      <p className="xn-archive-intro">{navigations.archive.description}</p>
      {category ? (
        <>
          <h2 id={STEP_HEADING_ID} className="xn-archive-step" ref={stepHeading} tabIndex={-1}>
            {categoryLabel}
          </h2>
          <p className="xn-archive-hint">{archive.selectMonth}</p>
          <MonthGrid lang={lang} category={category} months={archiveLandingMonths(now)} labelledBy={STEP_HEADING_ID} />
          <p className="xn-archive-actions">
            <SiteLink className="xn-button" to={archiveLandingPath(lang)}>
              {archive.backToCategories}
            </SiteLink>
          </p>
        </>
      ) : (
        <>
          <h2 id={STEP_HEADING_ID} className="xn-archive-step" ref={stepHeading} tabIndex={-1}>
            {archive.selectCategory}
          </h2>
          <ul className="xn-archive-grid" aria-labelledby={STEP_HEADING_ID}>
            {categories.map((name) => (
              <li key={name}>
                <SiteLink className="xn-archive-choice" to={archiveLandingStepPath(lang, name)}>
                  {displayName(name, navigations)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
