import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { loginPath, resetPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /{lang}/user/reset?token= (beyond the spec): where the reset mail's link leads, to set
 * a new password. Without a token there is nothing to set; the login page asks for a new link.
 */
export default function ResetPage() {
  const params = useParams();
  const lang = useLang();
  const account = useMessageSection('account');
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  if (params.lang !== lang) return <NotFoundPage />;
  return (
    <section className="xn-account" aria-labelledby="xn-reset-heading">
      <AccountPageHead path={resetPath(lang)} title={account.resetTitle} description={account.resetDescription} />
      <h1 id="xn-reset-heading">{account.resetTitle}</h1>
      {token === '' ? (
        <div className="xn-account-done">
          <p className="xn-account-notice xn-account-notice-error" role="alert">
            {account.errors.resetTokenMissing}
          </p>
          <SiteLink className="xn-button" to={loginPath(lang)}>
            {account.goToLogin}
          </SiteLink>
        </div>
      ) : (
        <ResetPasswordForm lang={lang} account={account} token={token} />
      )}
    </section>
  );
}
