import { useLocation } from 'react-router-dom';
import { oauthStartPath, profilePath, returnPathIn } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import { useReturnPath } from '../../data/account-session';

/**
 * Sign-in through Google or Facebook (spec §2, §7): plain links that start the server's
 * authorization flow, which comes back to the page the address's return_path names (on this site
 * only), else to the remembered page. The server renders them with the return_path (the same in
 * the browser, so without JavaScript too), else with the default return path, where the browser
 * puts the remembered one once hydrated.
 */
export function SocialButtons({ lang, google, facebook }: { lang: LangCode; google: string; facebook: string }) {
  const remembered = useReturnPath(profilePath(lang));
  const returnPath = returnPathIn(useLocation().search) ?? remembered;
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
