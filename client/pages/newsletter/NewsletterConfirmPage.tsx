import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { newsletterPath, newsletterPreferencesPath } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { useLang } from '../../app/use-lang';
import { useMessageSection, useMessages } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { AskAgain } from './AskAgain';
import { NewsletterFrame, NewsletterNotice } from './NewsletterFrame';
import { newsletterQueries } from './newsletter-queries';

/**
 * /{lang}/newsletter/confirm?token=: the double opt-in link. The server confirms
 * while it renders the page, which says it worked (or had already: mail scanners open links
 * first), or that the link is not valid, with the way to ask again.
 */
export default function NewsletterConfirmPage() {
  const params = useParams();
  const lang = useLang();
  const { api } = useSite();
  const messages = useMessages();
  const t = useMessageSection('newsletter');
  const token = useSearchParams()[0].get('token') ?? '';
  const confirmation = useQuery({ ...newsletterQueries.confirm(api, token), enabled: token !== '' });
  if (params.lang !== lang) return <NotFoundPage />;

  let body: React.ReactNode;
  const data = confirmation.data;
  if (token === '' || data?.status === 'invalid') body = <AskAgain lang={lang} t={t} text={t.linkInvalid} />;
  else if (data?.status === 'expired') body = <AskAgain lang={lang} t={t} text={t.linkExpired} />;
  else if (data) {
    body = (
      <div className="xn-account-done">
        <NewsletterNotice tone="success">{data.status === 'confirmed' ? t.confirmed : t.alreadyConfirmed}</NewsletterNotice>
        <SiteLink className="xn-button" to={newsletterPreferencesPath(lang, data.manageToken)}>
          {t.managePreferences}
        </SiteLink>
      </div>
    );
  } else if (confirmation.isError) body = <NewsletterNotice tone="error">{t.problems.unavailable}</NewsletterNotice>;
  else {
    body = (
      <p className="xn-status" role="status">
        {messages.common.loading}
      </p>
    );
  }
  return (
    <NewsletterFrame path={newsletterPath(lang)} title={t.confirmTitle}>
      {body}
    </NewsletterFrame>
  );
}
