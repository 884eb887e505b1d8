import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { loginPath, signupPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { SocialButtons } from '../../components/account/SocialButtons';
import { openWayIn, WayToggles } from '../../components/account/WayToggles';
import { useAwayWhenSignedIn } from '../../components/account/use-away-when-signed-in';
import { useFocusFirstField } from '../../components/account/use-focus-first-field';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { LoginForm, type LoginWay } from './LoginForm';
import { PasskeySignIn } from './PasskeySignIn';
import { ResetRequestForm } from './ResetRequestForm';
import { SocialErrorNotice } from './SocialErrorNotice';
import { useReturnPathParam } from './use-return-path-param';

const WAYS = ['email', 'phone'] as const satisfies readonly LoginWay[];

/**
 * /{lang}/user/login (spec §2 Login screen): 'Customers Login...', Google and Facebook, and the
 * two toggles 'Login With Email' and 'Login With Phone', each turning into 'Return' while its form
 * is open, the other hidden meanwhile. 'Reset Password' puts the reset form in the login form's
 * place. 'New user? Sign up!' leads to sign-up. After a failed Google or Facebook sign-in, what
 * went wrong is said above their buttons. Once signed in, the reader goes to the page the address's
 * return_path names, if it is on this site, else to the remembered page or the profile.
 */
export default function LoginPage() {
  const params = useParams();
  const lang = useLang();
  const account = useMessageSection('account');
  const [search] = useSearchParams();
  const [open, setOpen] = useState<LoginWay | null>(() => openWayIn(search, WAYS));
  const [resetting, setResetting] = useState(false);
  // One address for the email form and the reset form that replaces it; the number stays too
  // while the reader looks at the other way.
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  useReturnPathParam();
  const signedIn = useAwayWhenSignedIn(lang);
  const focus = useFocusFirstField();

  if (params.lang !== lang) return <NotFoundPage />;

  const toggle = (way: LoginWay) => {
    setResetting(false);
    setOpen(open === way ? null : way);
    if (open !== way) focus.opened();
  };
  const showReset = (reset: boolean) => {
    setResetting(reset);
    focus.opened();
  };
  const toggles: { way: LoginWay; label: string }[] = [
    { way: 'email', label: account.loginWithEmail },
    { way: 'phone', label: account.loginWithPhone },
  ];

  return (
    <section className="xn-account" aria-labelledby="xn-login-heading">
      <AccountPageHead path={loginPath(lang)} title={account.loginTitle} description={account.loginDescription} />
      <h1 id="xn-login-heading">{account.loginHeading}</h1>
      <SocialErrorNotice texts={account.socialErrors} />
      <SocialButtons lang={lang} google={account.loginWithGoogle} facebook={account.loginWithFacebook} />
      <PasskeySignIn onSignedIn={signedIn} />
      <WayToggles toggles={toggles} open={open} returnLabel={account.returnButton} onToggle={toggle} />
      <div ref={focus.area}>
        {open !== null && resetting ? (
          <ResetRequestForm lang={lang} account={account} email={email} onEmail={setEmail} onBack={() => showReset(false)} />
        ) : open !== null ? (
          // Keyed: each way's form has its own password, errors and notice.
          <LoginForm
            key={open}
            way={open}
            lang={lang}
            account={account}
            name={open === 'email' ? email : phone}
            onName={open === 'email' ? setEmail : setPhone}
            onReset={() => showReset(true)}
            onSignedIn={signedIn}
          />
        ) : null}
      </div>
      <p className="xn-account-switch">
        <SiteLink to={signupPath(lang)}>{account.signupPrompt}</SiteLink>
      </p>
    </section>
  );
}
