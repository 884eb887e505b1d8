import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { accountText } from '../../data/account-text';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { developerPagesQuery } from './developer-pages';
import { UsersRefused, usersQuery } from './users-query';

/**
 * /test (spec §2 developer test page), in development only: the user list, which the API shows
 * to administrators only (a developer leftover, spec §1); anyone else sees why not.
 */
export default function TestUsersPage() {
  const account = useMessageSection('account');
  const served = useQuery(developerPagesQuery).data === true;
  const users = useQuery({ ...usersQuery, enabled: served });
  if (!served) return <NotFoundPage />;

  let list: ReactNode;
  if (users.data) {
    list =
      users.data.length === 0 ? (
        <p>{account.noUsers}</p>
      ) : (
        <table className="xn-test-users">
          <thead>
            <tr>
              <th scope="col">{account.username}</th>
              <th scope="col">{account.email}</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => (
              <tr key={user.id}>
                <td>{user.username}</td>
                <td>{user.email ?? account.notGiven}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
  } else if (users.error) {
    list = (
      <p className="xn-account-notice xn-account-notice-error" role="alert">
        {users.error instanceof UsersRefused ? accountText(users.error.message, account) : account.networkError}
      </p>
    );
  } else {
    list = (
      <p className="xn-status" role="status">
        {account.loadingUsers}
      </p>
    );
  }

  return (
    <section className="xn-info" aria-labelledby="xn-test-heading">
      <AccountPageHead path="/test" title={account.testTitle} description={account.testDescription} />
      <h1 id="xn-test-heading">{account.testTitle}</h1>
      <h2>{account.usersTitle}</h2>
      {list}
    </section>
  );
}
