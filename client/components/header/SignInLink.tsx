import { Link } from 'react-router-dom';
import type { LangCode } from '../../../shared/languages';

/** The header's sign-in label (spec §2); under 480 px only its icon shows, the name stays for readers. */
export function SignInLink({ lang, label }: { lang: LangCode; label: string }) {
  return (
    <Link className="xn-signin" to={`/${lang}/user/login`}>
      <svg className="xn-signin__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="xn-signin__text">{label}</span>
    </Link>
  );
}
