import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useParams, useSearchParams } from 'react-router-dom';
import { SiteLink } from '../../components/SiteLink';
import { loginPath, profilePath, signupPath } from '../../../shared/routes';
import { useLang } from '../../app/use-lang';
import { AccountPageHead } from '../../components/account/AccountPageHead';
import { SocialButtons } from '../../components/account/SocialButtons';
import { openWayIn, WayToggles } from '../../components/account/WayToggles';
import { useAwayWhenSignedIn } from '../../components/account/use-away-when-signed-in';
import { useFocusFirstField } from '../../components/account/use-focus-first-field';
import { accountChanged, useReturnPath } from '../../data/account-session';
import { useMessageSection } from '../../data/use-messages';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { EmailSignup } from './EmailSignup';
import { PhoneSignup } from './PhoneSignup';

const WAYS = ['email', 'phone'] as const;
type Way = (typeof WAYS)[number];

/** Spec §2 'Registration Success!', focused, with the way on to where the new customer was going. */
function SignedUp({ text, next, nextPath }: { text: string; next: string; nextPath: string }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), []);
  return (
    <div className="xn-account-done">
      <div ref={banner} className="xn-account-notice xn-account-notice-success" role="status" tabIndex={-1}>
        {text}
      </div>
      <SiteLink className="xn-button" to={nextPath} replace>
        {next}
      </SiteLink>
    </div>
  );
}

/**
 * /{lang}/user/signup (spec §2 Sign-up screen): a link to login, Google and Facebook, and the
 * toggles 'Sign Up With Email' and 'Sign Up With Phone', each turning into 'Return', the other
 * hidden meanwhile. A signed-in visitor is sent on to the remembered page or the profile; a
 * customer who has just signed up sees the banner first.
 */
export default function SignupPage() {
  const params = useParams();
  const lang = useLang();
  const account = useMessageSection('account');
  const [search] = useSearchParams();
  const [open, setOpen] = useState<Way | null>(() => openWayIn(search, WAYS));
  const [done, setDone] = useState(false);
  useAwayWhenSignedIn(lang, { paused: done });
  const nextPath = useReturnPath(profilePath(lang));
  const focus = useFocusFirstField();

  if (params.lang !== lang) return <NotFoundPage />;

  const toggle = (way: Way) => {
    setOpen(open === way ? null : way);
    if (open !== way) focus.opened();
  };
  const signedUp = () => {
    // Shown before the session is announced, so the banner is what the page renders next, not a redirect.
    flushSync(() => setDone(true));
    accountChanged();
  };
  const toggles: { way: Way; label: string }[] = [
    { way: 'email', label: account.signupWithEmail },
    { way: 'phone', label: account.signupWithPhone },
  ];

  return (
    <section className="xn-account" aria-labelledby="xn-signup-heading">
      <AccountPageHead path={signupPath(lang)} title={account.signupTitle} description={account.signupDescription} />
      <h1 id="xn-signup-heading">{account.signupHeading}</h1>
      {done ? (
        <SignedUp text={account.errors.registrationSuccess} next={account.continue} nextPath={nextPath} />
      ) : (
        <>
          <p className="xn-account-switch xn-account-switch-top">
            <SiteLink to={loginPath(lang)}>{account.loginPrompt}</SiteLink>
          </p>
          <SocialButtons lang={lang} google={account.signupWithGoogle} facebook={account.signupWithFacebook} />
          <WayToggles toggles={toggles} open={open} returnLabel={account.returnButton} onToggle={toggle} />
          <div ref={focus.area}>
            {open === 'email' ? <EmailSignup lang={lang} account={account} onSignedUp={signedUp} /> : null}
            {open === 'phone' ? <PhoneSignup lang={lang} account={account} onSignedUp={signedUp} /> : null}
          </div>
        </>
      )}
    </section>
  );
}
