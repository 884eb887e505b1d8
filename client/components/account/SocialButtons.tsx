import { oauthStartPath, profilePath } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import { useReturnPath } from '../../data/account-session';

/**
 * Sign-in through Google or Facebook (spec §2, §7): plain links that start the server's
 * authorization flow, which comes back to the remembered page on this site. The server renders
 * them with the default return path; the browser puts the remembered one in once hydrated.
 */
export function SocialButtons({ lang, google, facebook }: { lang: LangCode; google: string; facebook: string }) {
  const returnPath = useReturnPath(profilePath(lang));
  return (
    <div className="xn-account-social">
      <a className="xn-account-social-link xn-account-google" href={oauthStartPath('google', returnPath)}>
        {google}
      </a>
      <a className="xn-account-social-link xn-account-facebook" href={oauthStartPath('facebook', returnPath)}>
        {facebook}
      </a>
    </div>
  );
}
