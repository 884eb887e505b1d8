import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { InfoPageTop } from '../../components/InfoPageTop';
import { queries } from '../../data/queries';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { metaDescription } from './meta-description';
import { policyKindOf, type PolicyKind } from './policy-kind';

/** Spec §8's loading texts, for a client navigation that has to wait for the translations. */
const LOADING: Record<PolicyKind, string> = { privacy: 'Loading Privacy Policy...', terms: 'Loading Terms of Service...' };

/**
 * /{lang}/about/privacy and /{lang}/about/terms (spec §2): title, 'Last Updated: May 3, 2025',
 * introduction, then titled sections with their lists; the age limit of 13 is in the text.
 */
export default function PolicyPage() {
  const params = useParams();
  const lang = useLang();
  const site = useSite();
  const messages = useQuery(queries.messages(site.api, lang)).data;
  const kind = policyKindOf(params.policy);
  if (params.lang !== lang || !kind) return <NotFoundPage />;
  if (!messages) {
    return (
      <p className="xn-status" role="status">
        {LOADING[kind]}
      </p>
    );
  }
  const policy = messages[kind];
  const path = `/${lang}/about/${kind}`;
  return (
    <article className="xn-info xn-policy">
      <InfoPageTop
        lang={lang}
        path={path}
        title={policy.title}
        description={metaDescription(policy.introduction)}
        trendingLabel={messages.navigations.header.trending}
      />
      <p className="xn-policy-updated">{policy.lastUpdated}</p>
      <p className="xn-info-lead">{policy.introduction}</p>
      {policy.sections.map((section, index) => (
        <section key={index} className="xn-info-section" aria-labelledby={`xn-policy-${index}`}>
          <h2 id={`xn-policy-${index}`}>{section.title}</h2>
          <p>{section.description}</p>
          {section.list && section.list.length > 0 ? (
            <ul className="xn-info-list">
              {section.list.map((entry, entryIndex) => (
                <li key={entryIndex}>{entry}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
