import { profilePath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { SiteLink } from '../../components/SiteLink';
import { useMessageSection } from '../../data/use-messages';

/**
 * A staff member whose session has no second factor (decision 033, ASVS 4.0 §4.3.1): how to get
 * one, and nothing else of the desk.
 */
export function SecondFactorNeeded() {
  const lang = useLang();
  const { secondFactor } = useMessageSection('desk');
  return (
    <section className="xn-desk-second-factor" aria-labelledby="xn-desk-second-factor-heading">
      <h2 id="xn-desk-second-factor-heading">{secondFactor.title}</h2>
      <p>{secondFactor.explain}</p>
      <SiteLink className="xn-button" to={profilePath(lang)}>
        {secondFactor.profileLink}
      </SiteLink>
    </section>
  );
}
