import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { profilePath } from '../../../shared/routes';
import type { LangCode } from '../../../shared/languages';
import { accountChanged, returnPathOr, useSignedInUser } from '../../data/account-session';

/**
 * Spec §2, §6: a signed-in user has no business on the login and sign-up pages, and is sent to the
 * remembered page (same origin only), else the profile. The server does the same for a full load
 * (server/bff/account-redirects.ts); this covers client navigations and a sign-in in another tab.
 * Returns what a form calls once it has signed the user in: the same journey, at once.
 */
export function useAwayWhenSignedIn(lang: LangCode, options: { paused?: boolean } = {}): () => void {
  const user = useSignedInUser();
  const navigate = useNavigate();
  const gone = useRef(false);
  const leave = useCallback(() => {
    if (gone.current) return;
    gone.current = true;
    navigate(returnPathOr(profilePath(lang)), { replace: true });
  }, [lang, navigate]);
  useEffect(() => {
    if (user && !options.paused) leave();
  }, [user, options.paused, leave]);
  return useCallback(() => {
    accountChanged();
    leave();
  }, [leave]);
}
