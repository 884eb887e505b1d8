import { useParams } from 'react-router-dom';
import { useLang } from '../../app/use-lang';
import { InfoPageTop } from '../../components/InfoPageTop';
import { withContentKeys } from '../../components/list-keys';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { metaDescription } from './meta-description';
import { policyKindOf, policyPath } from '../../../shared/routes';

/**
 * /{lang}/about/privacy and /{lang}/about/terms (spec §2): title, 'Last Updated: May 3, 2025',
 * introduction, then titled sections with their lists; the age limit of 13 is in the text.
 */
export default function PolicyPage() {
  const params = useParams();
  const lang = useLang();
  // Always at hand: the header, above every page, has waited for the same translations.
  const messages = useMessages();
  // Both, whichever is shown: hooks are called alike on every render (the handle prefetches both).
  const policies = { privacy: useMessageSection('privacy'), terms: useMessageSection('terms') };
  const kind = policyKindOf(params.policy);
  if (params.lang !== lang || !kind) return <NotFoundPage />;
  const policy = policies[kind];
  const path = policyPath(lang, kind);
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
      {withContentKeys(policy.sections, (section) => section.title).map(({ key, item: section }, index) => (
        <section key={key} className="xn-info-section" aria-labelledby={`xn-policy-${index}`}>
          <h2 id={`xn-policy-${index}`}>{section.title}</h2>
          <p>{section.description}</p>
          {section.list && section.list.length > 0 ? (
            <ul className="xn-info-list">
              {withContentKeys(section.list, (entry) => entry).map(({ key, item: entry }) => (
                <li key={key}>{entry}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
