import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate, useParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { loginPath, loginPathReturningTo, profilePath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { FormNoticeBox } from '../../components/account/FormNoticeBox';
import { useAccountForm } from '../../components/account/use-account-form';
import { accountCall } from '../../data/account-call';
import { accountChanged, currentUser, rememberReturnPath, useSignedInUser } from '../../data/account-session';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ProfileAccountData } from './account-data/ProfileAccountData';
import { ProfileDetails } from './ProfileDetails';
import { ProfileNewsletter } from './ProfileNewsletter';
import { ProfilePasskeys } from './ProfilePasskeys';
import { ProfileTotp } from './ProfileTotp';
import { SessionEnded, userMe } from './user-me';

const LOGOUT_API = '/api/public/auth/logout';

/**
 * /{lang}/profile (spec §2 /profile and /restaurant/boss): the signed-in user's name,
 * email, phone and sign-in way, and 'Sign Out'. On a full load the server reads the session
 * (decision 019): it renders the page with the user and their newsletter for a signed-in reader,
 * and sends anyone else to the login page, which brings them back here. On a client navigation the
 * browser loads the user, and sends a reader whose session has ended to sign in the same way.
 */
export default function ProfilePage() {
  const params = useParams();
  const lang = useLang();
  const account = useMessageSection('account');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const [signedOut, setSignedOut] = useState(false);
  // Set before the call: its answer clears the cookies a moment before this page learns it signed out,
  // and any render in that moment (the tab regaining focus) would take the reader to the login page.
  const signingOut = useRef(false);
  const me = useQuery({ ...userMe, enabled: user !== null && !signedOut });
  const signOutForm = useAccountForm([], () => '');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `user` is what changes when the account does (signed out elsewhere, session ended), so the cookies are read again then.
  useEffect(() => {
    // The cookies themselves, not `user`: while hydrating, that is still the server's anonymous guess.
    if (signedOut || signingOut.current || currentUser() !== null) return;
    rememberReturnPath(profilePath(lang));
    navigate(loginPathReturningTo(lang, profilePath(lang)), { replace: true });
  }, [user, signedOut, lang, navigate]);

  useEffect(() => {
    // The server has cleared the cookies of the ended session; the header and this page follow.
    if (me.error instanceof SessionEnded) accountChanged();
  }, [me.error]);

  if (params.lang !== lang) return <NotFoundPage />;

  const signOut = () =>
    signOutForm.send(async () => {
      signingOut.current = true;
      const outcome = await accountCall(LOGOUT_API, undefined, account, lang);
      if (!outcome.ok) {
        signingOut.current = false;
        signOutForm.fail(outcome.message);
        return;
      }
      // Marked first, so that the news of the ended session shows this page, not a redirect.
      flushSync(() => setSignedOut(true));
      queryClient.removeQueries({ queryKey: userMe.queryKey });
      accountChanged();
      signOutForm.succeed(account.errors.signedOut);
    });

  let body: ReactNode;
  if (signedOut) {
    body = (
      <div className="xn-account-done">
        <FormNoticeBox notice={signOutForm.notice} noticeRef={signOutForm.noticeRef} />
        <SiteLink className="xn-button" to={loginPath(lang)}>
          {account.goToLogin}
        </SiteLink>
      </div>
    );
  } else if (me.data) {
    body = (
      <>
        <FormNoticeBox notice={signOutForm.notice} noticeRef={signOutForm.noticeRef} />
        <ProfileDetails user={me.data} account={account} />
        <ProfileNewsletter lang={lang} />
        <ProfilePasskeys lang={lang} />
        <ProfileTotp />
        <button type="button" className="xn-button" disabled={signOutForm.sending} onClick={() => void signOut()}>
          {signOutForm.sending ? account.signingOut : account.signOut}
        </button>
        <ProfileAccountData lang={lang} user={me.data} />
      </>
    );
  } else if (me.error && !(me.error instanceof SessionEnded)) {
    body = (
      <p className="xn-account-notice xn-account-notice-error" role="alert">
        {me.error instanceof TypeError || me.error.name === 'TimeoutError' ? account.networkError : account.requestFailed}
      </p>
    );
  } else {
    body = (
      <p className="xn-status" role="status">
        {account.profileLoading}
      </p>
    );
  }

  return (
    <section className="xn-account xn-profile" aria-labelledby="xn-profile-heading">
      <AccountPageHead path={profilePath(lang)} title={account.profileTitle} description={account.profileDescription} />
      <h1 id="xn-profile-heading">{account.profileTitle}</h1>
      {body}
    </section>
  );
}
