import type { UserPrincipal } from '../../../shared/account-types';
import type { AccountTranslations } from '../../../shared/translations';

/** Name, email, phone and sign-in way of the signed-in user. */
export function ProfileDetails({ user, account }: { user: UserPrincipal; account: AccountTranslations }) {
  const verified = (yes: boolean) => ` (${yes ? account.verified : account.notVerified})`;
  const rows = [
    { key: 'name', term: account.name, value: user.name || account.notGiven },
    { key: 'email', term: account.email, value: user.email ? `${user.email}${verified(user.emailVerified)}` : account.notGiven },
    { key: 'phone', term: account.phone, value: user.phone ? `${user.cdc ?? ''} ${user.phone}${verified(user.phoneVerified)}`.trim() : account.notGiven },
    { key: 'provider', term: account.provider, value: account.providers[user.provider] },
  ];
  return (
    <dl className="xn-profile-details">
      {rows.map((row) => (
        <div key={row.key} className="xn-profile-row">
          <dt>{row.term}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
