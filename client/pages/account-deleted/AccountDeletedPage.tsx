import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { accountDeletedPath, trendingPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { accountChanged } from '../../data/account-session';
import { useMessageSection } from '../../data/use-messages';
import { SiteLink } from '../../components/SiteLink';
import { NotFoundPage } from '../not-found/NotFoundPage';

/**
 * /{lang}/profile/deleted: where the profile goes once the account is deleted. It says
 * so in the reader's language, whoever opens it: it holds nothing about anyone.
 */
export default function AccountDeletedPage() {
  const params = useParams();
  const lang = useLang();
  const t = useMessageSection('accountData');

  useEffect(() => {
    // The deletion cleared the cookies: the header forgets the reader now, not at the next focus.
    accountChanged();
  }, []);

  if (params.lang !== lang) return <NotFoundPage />;
  return (
    <section className="xn-account" aria-labelledby="xn-account-deleted-heading">
      <AccountPageHead path={accountDeletedPath(lang)} title={t.deletedTitle} description={t.deletedDescription} />
      <h1 id="xn-account-deleted-heading">{t.deletedTitle}</h1>
      <div className="xn-account-done">
        <p className="xn-account-notice xn-account-notice-success" role="status">
          {t.deletedText}
        </p>
        <SiteLink className="xn-button" to={trendingPath(lang)}>
          {t.backToNews}
        </SiteLink>
      </div>
    </section>
  );
}
