import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  isSocialProvider,
  isSocialSignInError,
  namesProvider,
  SOCIAL_ERROR_PARAM,
  SOCIAL_PROVIDER_PARAM,
  socialSignInMessage,
  type SocialSignInTexts,
} from '../../../shared/social-sign-in';

/**
 * The message of the failed sign-in named in the address, or null. Only the site's own texts are
 * shown: an unknown code, or a text that names the provider when the address names none we know,
 * shows nothing, so no one can put words on this page through a link.
 */
function messageOf(query: URLSearchParams, texts: SocialSignInTexts): string | null {
  const code = query.get(SOCIAL_ERROR_PARAM);
  if (!isSocialSignInError(code)) return null;
  const named = query.get(SOCIAL_PROVIDER_PARAM);
  const provider = isSocialProvider(named) ? named : null;
  return provider === null && namesProvider(texts, code) ? null : socialSignInMessage(texts, code, provider);
}

/**
 * What went wrong with a Google or Facebook sign-in, when the server sent the browser back here
 * (decision 012: /{lang}/user/login?oauth_error=<code>&provider=<name>), in the page's language.
 */
export function SocialErrorNotice({ texts }: { texts: SocialSignInTexts }) {
  const [query] = useSearchParams();
  const message = messageOf(query, texts);
  const box = useRef<HTMLDivElement>(null);
  // The server rendered it, so no screen reader announced it: the focus brings the reader to it.
  useEffect(() => {
    if (message !== null) box.current?.focus();
  }, [message]);
  if (message === null) return null;
  return (
    <div ref={box} className="xn-account-notice xn-account-notice-error xn-login-social-error" role="alert" tabIndex={-1}>
      {message}
    </div>
  );
}
