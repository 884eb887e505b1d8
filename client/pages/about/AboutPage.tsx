import { useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { aboutPath, archiveLandingPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { InfoPageTop } from '../../components/InfoPageTop';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /{lang}/about/AboutUS (spec §2; also reached as /about/aboutus, whose canonical address this
 * is): description, three feature cards, coverage, archive access, why choose us, conclusion.
 */
export default function AboutPage() {
  const params = useParams();
  const lang = useLang();
  // Always at hand: the header, above every page, has waited for the same translations.
  const { header, home } = useMessages().navigations;
  const about = useMessageSection('about');
  if (params.lang !== lang) return <NotFoundPage />;
  const path = aboutPath(lang);
  const features = [
    { title: about.realTimeTitle, content: about.realTimeContent },
    { title: about.unbiasedTitle, content: about.unbiasedContent },
    { title: about.accurateTitle, content: about.accurateContent },
  ];
  return (
    <article className="xn-info xn-about">
      <InfoPageTop lang={lang} path={path} title={about.title} description={about.description} trendingLabel={header.trending} schemaType="AboutPage" />
      <p className="xn-info-lead">{about.description}</p>

      <ul className="xn-about-features">
        {features.map((feature) => (
          <li key={feature.title} className="xn-about-feature">
            <h2>{feature.title}</h2>
            <p>{feature.content}</p>
          </li>
        ))}
      </ul>

      <section className="xn-info-section" aria-labelledby="xn-about-coverage">
        <h2 id="xn-about-coverage">{about.coverageTitle}</h2>
        <ul className="xn-info-list">
          {about.coverageList.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      </section>

      <section className="xn-info-section" aria-labelledby="xn-about-archive">
        <h2 id="xn-about-archive">{about.archiveTitle}</h2>
        <p>{about.archiveContent}</p>
        <p>
          <SiteLink className="xn-button" to={archiveLandingPath(lang)}>
            {home.viewArchive}
          </SiteLink>
        </p>
      </section>

      <section className="xn-info-section" aria-labelledby="xn-about-why">
        <h2 id="xn-about-why">{about.whyChooseTitle}</h2>
        <ul className="xn-info-list">
          {about.whyChooseList.map((entry) => (
            <li key={entry}>{entry}</li>
          ))}
        </ul>
      </section>

      <p className="xn-info-conclusion">{about.conclusion}</p>
    </article>
  );
}
