import { useQuery } from '@tanstack/react-query';
import { profilePath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { SiteLink } from '../../components/SiteLink';
import { totpStatusQuery } from '../../components/totp/totp-status-query';
import { useMessageSection } from '../../data/use-messages';
import { TotpStepUpForm } from './TotpStepUpForm';

/**
 * A staff member whose session has no second factor (decision 033, ASVS 4.0 §4.3.1), and nothing
 * else of the desk: with an authenticator app set up, the form that raises this session with one
 * of its codes or a recovery code (decision 034); without one, how to get a second factor.
 */
export function SecondFactorNeeded() {
  const lang = useLang();
  const { secondFactor, shell } = useMessageSection('desk');
  const totp = useQuery(totpStatusQuery);
  let body: React.ReactNode;
  if (totp.isPending) body = <p className="xn-status" role="status">{shell.loading}</p>;
  else if (totp.data?.enabled) body = <TotpStepUpForm />;
  else
    body = (
      <>
        <p>{secondFactor.explain}</p>
        <SiteLink className="xn-button" to={profilePath(lang)}>
          {secondFactor.profileLink}
        </SiteLink>
      </>
    );
  return (
    <section className="xn-desk-second-factor" aria-labelledby="xn-desk-second-factor-heading">
      <h1 id="xn-desk-second-factor-heading">{secondFactor.title}</h1>
      {body}
    </section>
  );
}
