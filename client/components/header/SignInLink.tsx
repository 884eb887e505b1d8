import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { SiteLink } from '../SiteLink';
import { loginPath, profilePath } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import { rememberReturnPath, useSignedInUser } from '../../data/account-session';

/**
 * The header's sign-in label (spec §2), or once signed in, the user's name leading to their
 * account. The server renders 'Sign In' for everyone (pages are cached and shared); the name
 * replaces it right after hydration, in a box of the same size, so nothing moves. Under 480 px
 * only the icon shows; the words stay for screen readers.
 *
 * It also remembers the page being read (spec §6 last-customer-path): signing in returns there.
 */
export function SignInLink({ lang, label, accountLabel }: { lang: LangCode; label: string; accountLabel: string }) {
  const user = useSignedInUser();
  const { pathname, search } = useLocation();
  useEffect(() => rememberReturnPath(pathname + search), [pathname, search]);
  const text = user ? user.name || accountLabel : label;
  return (
    <SiteLink className="xn-signin" to={user ? profilePath(lang) : loginPath(lang)} title={user ? text : undefined}>
      <svg className="xn-signin__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="xn-signin__text">{text}</span>
    </SiteLink>
  );
}
