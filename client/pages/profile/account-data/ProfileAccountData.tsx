import type { UserPrincipal } from '../../../../shared/account-types';
import type { LangCode } from '../../../../shared/languages';
import { useMessageSection } from '../../../data/use-messages';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { DeleteAccount } from './DeleteAccount';
import { DownloadData } from './DownloadData';

/**
 * The profile's "Your data" (decision 021): download everything, change the email
 * address and the password, delete the account.
 */
export function ProfileAccountData({ lang, user }: { lang: LangCode; user: UserPrincipal }) {
  const account = useMessageSection('account');
  const accountData = useMessageSection('accountData');
  const texts = { account, accountData };
  const verifiedEmail = user.emailVerified ? user.email : null;
  return (
    <section className="xn-account-data" aria-labelledby="xn-account-data-heading">
      <h2 id="xn-account-data-heading">{accountData.title}</h2>
      <p>{accountData.intro}</p>
      <DownloadData t={accountData} />
      <ChangeEmailForm lang={lang} texts={texts} currentEmail={verifiedEmail} />
      <ChangePasswordForm lang={lang} texts={texts} />
      <DeleteAccount lang={lang} texts={texts} email={verifiedEmail} />
    </section>
  );
}
